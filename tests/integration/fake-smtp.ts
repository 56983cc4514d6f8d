// A loopback SMTP server for the e-mail tests.
import { createServer, type Server } from 'node:net'

const OPEN_SOCKETS = new WeakMap<Server, Set<import('node:net').Socket>>()

/** Just enough SMTP for nodemailer: greets, accepts every command, keeps each DATA body. */
export function fakeSmtpServer(received: string[]): Server {
  const sockets = new Set<import('node:net').Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    socket.write('220 localhost ESMTP prueba\r\n')
    let buffer = ''
    let data: string | undefined
    socket.on('data', (chunk: string) => {
      buffer += chunk
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data !== undefined) {
          if (line === '.') {
            received.push(data)
            data = undefined
            socket.write('250 2.0.0 Ok: queued\r\n')
          } else data += `${line}\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 localhost\r\n')
        else if (/^DATA/i.test(line)) {
          data = ''
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n')
        else socket.write('250 Ok\r\n')
      }
    })
  })
  OPEN_SOCKETS.set(server, sockets)
  return server
}

/**
 * Stops the server as a crashed mail server would: its open connections (a pooled sender keeps
 * them between messages) are cut, and new ones are refused.
 */
export async function stopSmtpServer(server: Server): Promise<void> {
  for (const socket of OPEN_SOCKETS.get(server) ?? []) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
}

/** The text of a received message with quoted-printable undone (soft breaks, =XX bytes). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}
