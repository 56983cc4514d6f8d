/** The largest request body the site takes (see request-limits.mjs). */
export const LARGEST_REQUEST_BODY_BYTES: number
