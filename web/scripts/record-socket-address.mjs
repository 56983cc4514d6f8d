// Preloaded into `npm start`'s server (node --import, see start.mjs): every HTTP server the process
// creates (Next's own) hears each request first here, and X-Forwarded-For gets the socket's address
// appended (forwarded-for.mjs) before Next.js or the app reads it.
import http from 'node:http'
import { appendSocketAddress } from './forwarded-for.mjs'

const createServer = http.createServer
http.createServer = function createServerRecordingSocketAddress(...args) {
  const server = createServer.apply(this, args)
  server.prependListener('request', (request) => {
    request.headers['x-forwarded-for'] = appendSocketAddress(request.headers['x-forwarded-for'], request.socket?.remoteAddress)
  })
  return server
}
