import { composeMail, type MailContent } from '#core/mail/mail_layout'
import { mailLine } from '#watchlists/rules/watchlist_export'
import type { WatchlistItem } from '#watchlists/rules/watchlist_items'

/**
 * "Odeslat e-mailem" (issue #17): the same subject and item lines as the `mailto:` draft,
 * as plain text and HTML, with the watchlist's PDF attached and a link to the watchlist.
 */
export function watchlistMail(
  watchlist: { name: string; pharmacyCode: string },
  items: WatchlistItem[],
  link: string
): MailContent {
  return composeMail({
    subject: `Sledované léky – ${watchlist.name}`,
    intro: [
      `posíláme přehled sledovaných léků „${watchlist.name}“ (lékárna ${watchlist.pharmacyCode}). ` +
        'V příloze je týž přehled v PDF.',
    ],
    sections: [
      {
        heading: 'Přípravky',
        lines:
          items.length > 0
            ? items.map((item, i) => `${i + 1}. ${mailLine(item)}`)
            : ['Seznam zatím neobsahuje žádné přípravky.'],
      },
    ],
    link: { label: 'Otevřít seznam v systému LEMON', href: link },
    footer: 'Částky jsou doplatky pacienta v Kč podle aktuálního seznamu úhrad.',
  })
}
