import nodemailer, { type Transporter } from 'nodemailer'
import mailConfig from '#config/mail'

let transporter: Transporter | null = null

/**
 * The SMTP connection of this process, built from SMTP_URL once (nodemailer reads user,
 * password, host, port and `smtps:` from the URL). Timeouts keep a dead server from
 * holding a mail job: the job fails and BullMQ retries it later.
 */
export function smtpTransport(): Transporter {
  if (!mailConfig.smtpUrl) throw new Error('SMTP_URL is not set')
  transporter ??= nodemailer.createTransport(
    {
      url: mailConfig.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: mailConfig.from }
  )
  return transporter
}

export function closeSmtpTransport() {
  transporter?.close()
  transporter = null
}
