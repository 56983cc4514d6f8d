import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifySendError, smtpTransportOptions } from './send-outbox'
import { ThreadedSmtp } from './smtp-thread'

/** A loopback SMTP server that refuses one recipient for good (550) and accepts the rest. */
function smtpServer(received: string[]): Server {
  return createServer((socket) => {
    socket.setEncoding('utf8')
    socket.write('220 localhost ESMTP test\r\n')
    let buffer = ''
    let data: string | undefined
    socket.on('data', (chunk: string) => {
      buffer += chunk
      let end
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data !== undefined) {
          if (line === '.') {
            received.push(data)
            data = undefined
            socket.write('250 2.0.0 Ok\r\n')
          } else data += `${line}\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 localhost\r\n')
        else if (/^RCPT TO:<nadie@/i.test(line)) socket.write('550 5.1.1 No such user\r\n')
        else if (/^DATA/i.test(line)) {
          data = ''
          socket.write('354 go ahead\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n')
        else socket.write('250 Ok\r\n')
      }
    })
  })
}

describe('ThreadedSmtp (nodemailer on its own thread)', () => {
  const received: string[] = []
  const server = smtpServer(received)
  let transport: ThreadedSmtp
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    transport = new ThreadedSmtp({ ...smtpTransportOptions(`smtp://127.0.0.1:${port}?ignoreTLS=true`) })
  })
  afterAll(async () => {
    await transport?.close()
    await new Promise((resolve) => server.close(resolve))
  })

  const mail = (to: string) => ({ messageId: '<m1@webso.outbox>', from: 'Webso <ventas@webso.mx>', to, subject: 'Hola', html: '<p>Hola Ana</p>', text: 'Hola Ana' })

  it('delivers a message through the pooled transport on the thread', async () => {
    await transport.sendMail(mail('ana@ejemplo.mx'))
    expect(received).toHaveLength(1)
    expect(received[0]).toContain('Message-ID: <m1@webso.outbox>')
    expect(received[0]).toContain('To: ana@ejemplo.mx')
  })

  it("keeps the SMTP reply code of a refusal, so a 5xx still fails the message at once", async () => {
    const error = await transport.sendMail(mail('nadie@ejemplo.mx')).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ responseCode: 550 })
    expect(classifySendError(error)).toBe('permanent')
  })

  it('keeps the socket code of a server that is not there (unreachable)', async () => {
    const nowhere = new ThreadedSmtp({ ...smtpTransportOptions('smtp://127.0.0.1:1?ignoreTLS=true') })
    const error = await nowhere.sendMail(mail('ana@ejemplo.mx')).catch((caught: unknown) => caught)
    await nowhere.close()
    expect(classifySendError(error)).toBe('unreachable')
  })
})
