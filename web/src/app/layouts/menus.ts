import { paths } from '../../lib/paths'

export interface MenuLink {
  kind: 'link'
  label: string
  path: string
  /** Also active on sub-paths, e.g. a task detail under /tasks. */
  nested?: boolean
}

export interface MenuGroup {
  kind: 'group'
  label: string
  children: MenuLink[]
}

export interface MenuSection {
  kind: 'section'
  label: string
}

export type MenuEntry = MenuLink | MenuGroup | MenuSection

const link = (label: string, path: string, nested = false): MenuLink => ({
  kind: 'link',
  label,
  path,
  nested,
})

export const userMenu: MenuEntry[] = [
  link('Dashboard', paths.userDashboard),
  link('Úkoly', paths.tasks, true),
  link('Nahrát exporty', paths.upload),
  link('Očekávané změny úhrad', paths.pharmacyReport),
  link('Návrh objednávky', paths.orders),
  link('Ohrožené přípravky', paths.ohrozenci),
  link('Ležáky', paths.lezaky),
  link('Nadzásoby', paths.overstock),
  link('Akční ceny pod nákupní cenou', paths.akcniCeny),
  link('Objednávka z letáku', paths.ordersLeaflet),
  link('Zlevnění expirací', paths.discounted),
  /* The spec's sidebar does not list the two voucher screens; a group makes them reachable. */
  {
    kind: 'group',
    label: 'Poukázky',
    children: [
      link('Nahrání poukázek', paths.vouchersUpload),
      link('Report poukázek', paths.vouchersReport),
    ],
  },
  link('Sledované léky', paths.watchlists, true),
  link('Pool', paths.pool),
  {
    kind: 'group',
    label: 'Transfers - receiving',
    children: [
      link('Návrhy k přijetí', paths.transfersIncoming),
      link('Potvrzené', paths.transfersConfirmed),
      link('Přijaté', paths.transfersReceived),
      link('Archiv', paths.transfersArchive),
    ],
  },
  {
    kind: 'group',
    label: 'Transfers - issuing',
    children: [
      link('K odeslání', paths.transfersOutgoing),
      link('Vychystané', paths.transfersPrepared),
      link('Odeslané', paths.transfersShipped),
    ],
  },
  link('Saldo', paths.ledger),
  { kind: 'section', label: 'Nastavení' },
  link('Profil', paths.profile),
]

export const adminMenu: MenuEntry[] = [
  link('Dashboard', paths.adminDashboard),
  link('Správa úkolů', paths.adminTasks),
  link('Očekávané změny úhrad', paths.pharmacyReport),
  link('Nahrát akční leták', paths.adminLeafletUpload),
  link('Nahrát přehled úhrad', paths.adminUhradyUpload),
  link('Akční ceny pod nákupní cenou', paths.akcniCeny),
  link('Sledované léky', paths.watchlists, true),
  link('Položky poolu', paths.poolItems),
  link('Data Explorer', paths.dataExplorer),
  link('Saldo poboček', paths.ledgerAdmin),
  { kind: 'section', label: 'Nastavení' },
  link('Profil', paths.profile),
  link('Uživatelé', paths.adminUsers),
  link('Oprávnění', paths.adminPermissions),
  link('Úlohy na pozadí', paths.adminJobs),
  link('Auditní záznam', paths.adminAudit),
]

export function isLinkActive(item: MenuLink, pathname: string): boolean {
  return pathname === item.path || (Boolean(item.nested) && pathname.startsWith(`${item.path}/`))
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** The first menu link whose label contains the query, ignoring case and diacritics. */
export function findMenuLink(menu: MenuEntry[], query: string): MenuLink | undefined {
  const needle = fold(query)
  if (!needle) return undefined
  const links = menu.flatMap((entry) =>
    entry.kind === 'group' ? entry.children : entry.kind === 'link' ? [entry] : []
  )
  return links.find((item) => fold(item.label).includes(needle))
}
