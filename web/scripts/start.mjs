#!/usr/bin/env node
// `npm start`'s server: `next start` with its arguments, on a Node whose AsyncLocalStorage runs on
// AsyncContextFrame. Next.js keeps every request's context in AsyncLocalStorage; on Node 22 that is
// built on async_hooks' promise hooks unless --experimental-async-context-frame is given (Node 24
// has it by default and refuses the flag). Under load the hooks were ~8% of the server's CPU
// (docs/decisions.md, submission throughput, fifth pass). The process replaces itself
// (process.execve): no parent left between the host and the server, signals reach Next directly.
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const [major] = process.versions.node.split('.').map(Number)
/** Node's options for the server: the flag only where Node needs it to use AsyncContextFrame. */
export const serverNodeOptions = major === 22 || major === 23 ? ['--experimental-async-context-frame'] : []

/** Preloaded into the server: X-Forwarded-For always ends with the socket's address (record-socket-address.mjs). */
const recordSocketAddress = fileURLToPath(new URL('./record-socket-address.mjs', import.meta.url))

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = ['start', ...process.argv.slice(2)]
  if (typeof process.execve === 'function') {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...serverNodeOptions, '--import', recordSocketAddress, nextBin, ...args], process.env)
  } else {
    // Older Node (no execve): the server in this process, without the flag.
    await import(recordSocketAddress)
    process.argv = [process.argv[0], nextBin, ...args]
    await import(nextBin)
  }
}
