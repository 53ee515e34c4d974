import { isAllowed, type RouteAccess } from '../../lib/access'
import type { Role } from '../../lib/user'

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

/** Where a screen of the route table appears in the menus. */
export interface MenuPlace {
  label: string
  /** Only in this role's menu; by default in the menu of each role that may open the screen. */
  for?: Role
  /** Inside this collapsible group; the screens of a group follow one another in the table. */
  group?: string
  /** Under this section heading, which comes just before the link. */
  section?: string
  /** Also active on sub-paths, e.g. a task detail under /tasks. */
  nested?: boolean
}

/** A screen of the route table, as far as the menus need it. */
interface MenuScreen {
  path: string
  access: RouteAccess
  menu?: MenuPlace
}

/** The sidebar of a role: the route table's screens with a menu place, in its order. */
export function menuOf(screens: MenuScreen[], role: Role): MenuEntry[] {
  const menu: MenuEntry[] = []
  for (const { path, access, menu: place } of screens) {
    if (!place || !isAllowed(access, role) || (place.for && place.for !== role)) continue
    if (place.section) menu.push({ kind: 'section', label: place.section })
    const link: MenuLink = { kind: 'link', label: place.label, path, nested: place.nested ?? false }
    const last = menu.at(-1)
    if (!place.group) menu.push(link)
    else if (last?.kind === 'group' && last.label === place.group) last.children.push(link)
    else menu.push({ kind: 'group', label: place.group, children: [link] })
  }
  return menu
}

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
