import { czDate } from '#core/format_cz'
import { composeMail, type MailContent, type MailSection } from '#core/mail/mail_layout'
import { czPlural as plural } from '#core/czech_plural'

/*
| The morning digest (issue #17): what a branch has waiting today, in one e-mail to each
| user who asked for it in the profile. An administrator without a branch gets the chain's
| view instead. Nothing to say, no e-mail.
*/

export type BranchDigestFacts = {
  scope: 'branch'
  pharmacyCode: string
  branchName: string | null
  tasksDueToday: { id: number; title: string }[]
  proposals: number
  onTheWay: { prevodkaId: string; from: string; sentAt: Date }[]
  /** Days since the last export when older than the staleness limit; -1 when never uploaded; null when fresh. */
  staleDays: number | null
}

export type ChainDigestFacts = {
  scope: 'chain'
  tasksDueToday: number
  staleBranches: { pharmacyCode: string; days: number | null }[]
  longInTransit: number
  inboxFailures: number
}

export type DigestFacts = BranchDigestFacts | ChainDigestFacts

const LIST_MAX = 10
const FOOTER = 'Ranní přehled dostáváte, protože jste si ho zapnuli v profilu; vypnete ho tamtéž.'

function capped(lines: string[]) {
  if (lines.length <= LIST_MAX) return lines
  return [...lines.slice(0, LIST_MAX), `… a ${lines.length - LIST_MAX} dalších`]
}

const days = (n: number) => `${n} ${plural(n, ['den', 'dny', 'dní'])}`

function branchSections(f: BranchDigestFacts, appUrl: string): MailSection[] {
  const sections: MailSection[] = []
  if (f.tasksDueToday.length > 0) {
    sections.push({
      heading: `Úkoly s dnešním termínem (${f.tasksDueToday.length})`,
      lines: capped(f.tasksDueToday.map((t) => t.title)),
      link: { label: 'Moje úkoly', href: `${appUrl}/tasks` },
    })
  }
  if (f.proposals > 0) {
    sections.push({
      heading: 'Nové návrhy z poolu',
      lines: [
        `${f.proposals} ${plural(f.proposals, ['položka čeká', 'položky čekají', 'položek čeká'])} na potvrzení nebo odmítnutí.`,
      ],
      link: { label: 'Návrhy k přijetí', href: `${appUrl}/transfers/incoming` },
    })
  }
  if (f.onTheWay.length > 0) {
    sections.push({
      heading: `Převodky na cestě k vám (${f.onTheWay.length})`,
      lines: capped(
        f.onTheWay.map((p) => `${p.prevodkaId} z pobočky ${p.from}, odesláno ${czDate(p.sentAt)}`)
      ),
      link: { label: 'Přijaté převodky', href: `${appUrl}/transfers/received` },
    })
  }
  if (f.staleDays !== null) {
    sections.push({
      heading: 'Exporty',
      lines: [
        f.staleDays < 0
          ? 'Pobočka zatím nenahrála žádné exporty.'
          : `Poslední exporty jsou staré ${days(f.staleDays)}. Nahrajte aktuální.`,
      ],
      link: { label: 'Nahrát exporty', href: `${appUrl}/upload` },
    })
  }
  return sections
}

function chainSections(f: ChainDigestFacts, appUrl: string): MailSection[] {
  const sections: MailSection[] = []
  if (f.tasksDueToday > 0) {
    sections.push({
      heading: 'Úkoly',
      lines: [
        `${f.tasksDueToday} ${plural(f.tasksDueToday, ['úkol má', 'úkoly mají', 'úkolů má'])} termín dnes.`,
      ],
      link: { label: 'Správa úkolů', href: `${appUrl}/admin/tasks` },
    })
  }
  if (f.staleBranches.length > 0) {
    sections.push({
      heading: `Pobočky se starými exporty (${f.staleBranches.length})`,
      lines: capped(
        f.staleBranches.map((b) =>
          b.days === null ? `${b.pharmacyCode}: žádný export` : `${b.pharmacyCode}: ${days(b.days)}`
        )
      ),
    })
  }
  if (f.longInTransit > 0) {
    sections.push({
      heading: 'Převodky dlouho na cestě',
      lines: [
        `${f.longInTransit} ${plural(f.longInTransit, ['převodka', 'převodky', 'převodek'])}`,
      ],
      link: { label: 'Saldo všech poboček', href: `${appUrl}/ledger-admin` },
    })
  }
  if (f.inboxFailures > 0) {
    sections.push({
      heading: 'Složka exportů',
      lines: [
        `Za posledních 24 hodin ${f.inboxFailures} ${plural(f.inboxFailures, ['odmítnutá sada', 'odmítnuté sady', 'odmítnutých sad'])} souborů.`,
      ],
      link: { label: 'Úlohy na pozadí', href: `${appUrl}/admin/jobs` },
    })
  }
  return sections
}

/** The digest for one user, or null when there is nothing to tell. */
export function digestMail(facts: DigestFacts, day: string, appUrl: string): MailContent | null {
  const sections =
    facts.scope === 'branch' ? branchSections(facts, appUrl) : chainSections(facts, appUrl)
  if (sections.length === 0) return null
  const who =
    facts.scope === 'branch'
      ? `pobočka ${facts.pharmacyCode}${facts.branchName ? ` – ${facts.branchName}` : ''}`
      : 'celý řetězec'
  return composeMail({
    subject: `Ranní přehled ${czDate(day)} – ${who}`,
    intro: [`co vás dnes (${czDate(day)}) čeká – ${who}:`],
    sections,
    link: { label: 'Otevřít LEMON', href: `${appUrl}/` },
    footer: FOOTER,
  })
}
