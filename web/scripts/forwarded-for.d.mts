/** X-Forwarded-For with the socket's address appended (see forwarded-for.mjs). */
export function appendSocketAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string
