import { composeMail, type MailContent } from '#core/mail/mail_layout'
import { mailLine } from '#watchlists/rules/watchlist_export'
import type { WatchlistItem } from '#watchlists/rules/watchlist_items'

/*
| "Odeslat e-mailem" (issues #17, #27): the item lines of the `mailto:` draft, as plain text
| and HTML, with the watchlist's PDF attached. It leaves from the product's own sender, so
| nothing the user typed may read as the product speaking: the subject is fixed and names
| the branch, and the list's name appears once, as a quoted value, flattened to one line.
*/

export type MailBranch = { pharmacyCode: string; name: string | null }

const NAME_MAX = 200

/** A value shown as data: control characters and line breaks become spaces, one line. */
export function asData(text: string) {
  return text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX)
}

const branchLabel = (branch: MailBranch) =>
  branch.name
    ? `${asData(branch.name)} (pobočka ${branch.pharmacyCode})`
    : `pobočka ${branch.pharmacyCode}`

export const watchlistMailSubject = (branch: MailBranch) =>
  `Sledované léky – pobočka ${branch.pharmacyCode}${branch.name ? ` – ${asData(branch.name)}` : ''}`

export function watchlistMail(
  watchlist: { name: string },
  branch: MailBranch,
  items: WatchlistItem[],
  link: string
): MailContent {
  return composeMail({
    subject: watchlistMailSubject(branch),
    intro: ['posíláme vám přehled sledovaných léků. V příloze je týž přehled v PDF.'],
    sections: [
      {
        heading: 'Seznam',
        lines: [`Lékárna: ${branchLabel(branch)}`, `Název seznamu: „${asData(watchlist.name)}“`],
      },
      {
        heading: 'Přípravky',
        lines:
          items.length > 0
            ? items.map((item, i) => `${i + 1}. ${mailLine(item)}`)
            : ['Seznam zatím neobsahuje žádné přípravky.'],
      },
    ],
    link: { label: 'Otevřít seznam v systému LEMON', href: link },
    footer:
      'Částky jsou doplatky pacienta v Kč podle aktuálního seznamu úhrad. ' +
      'Odpověď na tento e-mail dostane pracovník lékárny, který ho odeslal.',
  })
}
