import { czKc, czMoney } from '#core/format_cz'
import {
  medicineName,
  type ResolvedItem,
  type WatchlistItem,
} from '#watchlists/rules/watchlist_items'

/*
| What a watchlist says outside the screen: the rows of its PDF export and the `mailto:`
| link the detail screen prepares. Amounts carry a Czech decimal comma (doc 2 §9).
*/

export const NOT_IN_LIST_MARK = ' *'

/** PDF rows: SÚKL, name (marked when no longer listed), four surcharges, no-surcharge flag. */
export function exportRows(items: ResolvedItem[]): string[][] {
  return items.map((item) => [
    item.sukl,
    item.inList ? medicineName(item) : `${medicineName(item)}${NOT_IN_LIST_MARK}`,
    czMoney(item.doplatekPacientaZK),
    czMoney(item.doplatekPacientaLimitZK),
    czMoney(item.doplatekZvysenaZK),
    czMoney(item.doplatekZvysenaLimitZK),
    item.bezDoplatku ? 'ano' : 'ne',
  ])
}

/** One line of the e-mail body for an item. */
export function mailLine(item: WatchlistItem) {
  const head = `${medicineName(item)} (SÚKL ${item.sukl})`
  if (item.bezDoplatku) return `${head}: u nás bez doplatku`
  return (
    `${head}: doplatek ${czKc(item.doplatekPacientaZK)}, ` +
    `do limitu ${czKc(item.doplatekPacientaLimitZK)}; ` +
    `při zvýšené úhradě ${czKc(item.doplatekZvysenaZK)}, ` +
    `do limitu ${czKc(item.doplatekZvysenaLimitZK)}`
  )
}

export type MailDraft = { to: string; subject: string; body: string }

/** Subject and body listing the items (DOMAIN.md "Watchlists": e-mail). */
export function mailDraft(
  watchlist: { name: string; email: string | null; pharmacyCode: string },
  items: WatchlistItem[]
): MailDraft {
  const lines = items.map((item, i) => `${i + 1}. ${mailLine(item)}`)
  const body = [
    'Dobrý den,',
    '',
    `posíláme přehled sledovaných léků „${watchlist.name}“ (lékárna ${watchlist.pharmacyCode}):`,
    '',
    ...(lines.length > 0 ? lines : ['Seznam zatím neobsahuje žádné přípravky.']),
    '',
    'Částky jsou doplatky pacienta v Kč podle aktuálního seznamu úhrad.',
    '',
    'S pozdravem',
  ].join('\r\n')
  return { to: watchlist.email ?? '', subject: `Sledované léky – ${watchlist.name}`, body }
}

/** `mailto:` with the subject and body percent-encoded (RFC 6068, CRLF line breaks). */
export function mailtoLink({ to, subject, body }: MailDraft) {
  const address = to.replace(/[^\w.@+-]/g, (c) => encodeURIComponent(c))
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
