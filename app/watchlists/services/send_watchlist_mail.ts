import mailConfig from '#config/mail'
import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { producePdf } from '#core/pdf/pdf_queue'
import { MAIL_DISABLED, mailEnabled, queueMail } from '#mail/services/queue_mail'
import type { Branch } from '#watchlists/queries/watchlists'
import { watchlistMail } from '#watchlists/rules/watchlist_mail'
import { resolveWatchlist } from '#watchlists/services/resolve_watchlist'
import { watchlistPdfKind } from '#watchlists/services/watchlist_pdf'

export const NO_EMAIL = 'Watchlist nemá vyplněný e-mail. Doplňte ho a zkuste to znovu.'

/**
 * Sends the watchlist's PDF (the one "Export PDF" shows) to the watchlist's e-mail through
 * the `mail` queue; answers once the message is recorded and queued.
 */
export async function sendWatchlistMail(branch: Branch, id: number, actorId: number) {
  if (!mailEnabled()) throw DomainError.conflict('MAIL_DISABLED', MAIL_DISABLED)
  const watchlist = await resolveWatchlist(branch, id)
  if (!watchlist.email) throw DomainError.invalid('WATCHLIST_NO_EMAIL', NO_EMAIL)
  const pdf = await producePdf(watchlistPdfKind, { ...branch, id })
  const link = `${mailConfig.appUrl}/watchlists/${encodeURIComponent(branch.firma)}/${encodeURIComponent(branch.pharmacyCode)}/${id}`
  const mailId = await queueMail({
    kind: 'watchlist',
    to: watchlist.email,
    content: watchlistMail(watchlist, watchlist.items, link),
    attachment: { name: `watchlist_${branch.pharmacyCode}_${id}.pdf`, bytes: pdf },
    userId: actorId,
  })
  await recordAudit({
    action: 'watchlists.send_mail',
    entity: 'watchlist',
    entityId: id,
    branch,
    after: { to: watchlist.email, mailId },
  })
  return {
    message: `E-mail s PDF se odesílá na ${watchlist.email}.`,
    mailId: mailId === null ? null : String(mailId),
  }
}
