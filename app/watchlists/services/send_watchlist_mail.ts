import mailConfig from '#config/mail'
import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { producePdf } from '#core/pdf/pdf_queue'
import { isPlainMailbox, mailboxDomain } from '#core/plain_mailbox'
import { branchName } from '#branches/queries/find_branch'
import { domainAllowed } from '#mail/rules/recipient_policy'
import { MAIL_DISABLED, mailEnabled, queueMail } from '#mail/services/queue_mail'
import type { Branch } from '#watchlists/queries/watchlists'
import { watchlistMail } from '#watchlists/rules/watchlist_mail'
import { resolveWatchlist } from '#watchlists/services/resolve_watchlist'
import { takeSendQuota } from '#watchlists/services/watchlist_mail_quota'
import { watchlistPdfKind } from '#watchlists/services/watchlist_pdf'

export const NO_EMAIL = 'Watchlist nemá vyplněný e-mail. Doplňte ho a zkuste to znovu.'
export const BAD_EMAIL =
  'E-mail watchlistu není jedna platná e-mailová adresa. Opravte ho a zkuste to znovu.'
export const domainRefused = (domain: string) =>
  `Na adresy v doméně ${domain} se z aplikace e-maily neposílají (MAIL_ALLOWED_DOMAINS). ` +
  'Použijte „Připravit e-mail“.'

type Sender = { id: number; email: string }

/** A send that did not happen, in the audit trail: who tried to mail whom, and why not. */
async function refused(branch: Branch, id: number, to: string, reason: string) {
  await recordAudit({
    action: 'watchlists.send_mail_refused',
    entity: 'watchlist',
    entityId: id,
    branch,
    after: { to: to.slice(0, 254), reason },
  })
}

/**
 * Sends the watchlist's PDF (the one "Export PDF" shows) to the watchlist's e-mail through
 * the `mail` queue; answers once the message is recorded and queued. The address must be one
 * plain mailbox (in MAIL_ALLOWED_DOMAINS when set), the user and the branch within their
 * sends for 24 hours; replies go to the sending user. Every send, and every refusal, is audited.
 */
export async function sendWatchlistMail(branch: Branch, id: number, sender: Sender) {
  if (!mailEnabled()) throw DomainError.conflict('MAIL_DISABLED', MAIL_DISABLED)
  const watchlist = await resolveWatchlist(branch, id)
  const to = watchlist.email
  if (!to) throw DomainError.invalid('WATCHLIST_NO_EMAIL', NO_EMAIL)
  if (!isPlainMailbox(to)) {
    await refused(branch, id, to, 'address')
    throw DomainError.invalid('WATCHLIST_BAD_EMAIL', BAD_EMAIL)
  }
  if (!domainAllowed(to, mailConfig.allowedDomains)) {
    await refused(branch, id, to, 'domain')
    throw DomainError.invalid('MAIL_DOMAIN_NOT_ALLOWED', domainRefused(mailboxDomain(to)))
  }
  const quota = await takeSendQuota(sender.id, branch)
  if (quota.scope !== null) {
    await refused(branch, id, to, `limit_${quota.scope}`)
    throw quota.error
  }
  try {
    const pdf = await producePdf(watchlistPdfKind, { ...branch, id })
    const link = `${mailConfig.appUrl}/watchlists/${encodeURIComponent(branch.firma)}/${encodeURIComponent(branch.pharmacyCode)}/${id}`
    const mailBranch = {
      pharmacyCode: branch.pharmacyCode,
      name: await branchName(branch.firma, branch.pharmacyCode),
    }
    const replyTo = isPlainMailbox(sender.email) ? sender.email : null
    const mailId = await queueMail({
      kind: 'watchlist',
      to,
      replyTo,
      content: watchlistMail(watchlist, mailBranch, watchlist.items, link),
      attachment: { name: `watchlist_${branch.pharmacyCode}_${id}.pdf`, bytes: pdf },
      userId: sender.id,
    })
    await recordAudit({
      action: 'watchlists.send_mail',
      entity: 'watchlist',
      entityId: id,
      branch,
      after: { to, replyTo, mailId },
    })
    return {
      message: `E-mail s PDF se odesílá na ${to}.`,
      mailId: mailId === null ? null : String(mailId),
    }
  } catch (error) {
    await quota.refund()
    throw error
  }
}
