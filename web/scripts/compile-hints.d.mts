/** The compile hint put on the first line of every first-load chunk (see compile-hints.mjs). */
export const COMPILE_HINT: string
/** The first-load chunks of the build in `distDir`, relative to it, sorted. */
export function firstLoadChunks(distDir: string): string[]
/** Puts the compile hint on every first-load chunk of the build in `distDir` that lacks it; returns the chunks changed. */
export function addCompileHints(distDir: string): string[]
