import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type Received = { mail: ParsedMail; envelope: { from: string; to: string[] } }

/**
 * A real SMTP server on 127.0.0.1:`port` that keeps every message it accepts, parsed
 * (recipient, subject, text, HTML, attachments). Recipients starting with `reject` are
 * refused with 550, as a mail server refuses an unknown mailbox.
 */
export async function startSmtpServer(port: number) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject')) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            mail,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    received,
    /** Waits for a message to `to` whose subject matches, and returns it. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const hit = received.find(
          (r) => r.envelope.to.includes(to) && subject.test(r.mail.subject ?? '')
        )
        if (hit) return hit
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`no message to ${to} matching ${subject} in ${timeoutMs / 1000} s`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The text of a PDF attachment as `pdftotext -layout` lays it out. */
export function pdfText(bytes: Buffer, dir: string, name: string) {
  const file = join(dir, name)
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}
