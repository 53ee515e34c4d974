import { paths } from '../../lib/paths'

/*
| Line icons of the menu's entries for the collapsed menu (the icon rail, issue #25), drawn
| here rather than pulled in as a dependency: 24-unit strokes in the text colour.
*/

const SHAPES = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  checks: 'M4 6l2 2 3-3M4 13l2 2 3-3M12 7h8M12 14h8M12 20h8M4 20h4',
  upload: 'M12 15V4M8 8l4-4 4 4M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  document: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M9 13h6M9 17h6',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.2M9 20h.01M17 20h.01',
  alert: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  hourglass: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9',
  boxes: 'M4 12h7v8H4zM13 12h7v8h-7zM8.5 4h7v8h-7z',
  tag: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM8 8h.01',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5',
  percent: 'M5 19L19 5M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  ticket: 'M3 8V6h18v2a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2H3v-2a2 2 0 0 0 0-4 2 2 0 0 0 0-4zM14 6v12',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  inbox: 'M12 3v9M8 8l4 4 4-4M4 13h4l1 3h6l1-3h4v6H4z',
  truck:
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  scale: 'M12 4v16M7 20h10M5 7h14M5 7l-3 6h6zM19 7l-3 6h6z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c2.4.6 4 2.3 4 5.2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  history: 'M4 12a8 8 0 1 0 2.3-5.7L4 8.6M4 4v4.6h4.6M12 8v4l3 2',
  database:
    'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3M8 17h3',
  dot: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  rail: 'M4 4h16v16H4zM9 4v16',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
} as const

export type IconName = keyof typeof SHAPES

const BY_PATH: Record<string, IconName> = {
  [paths.userDashboard]: 'grid',
  [paths.adminDashboard]: 'grid',
  [paths.tasks]: 'checks',
  [paths.adminTasks]: 'checks',
  [paths.upload]: 'upload',
  [paths.adminLeafletUpload]: 'upload',
  [paths.adminUhradyUpload]: 'upload',
  [paths.pharmacyReport]: 'document',
  [paths.orders]: 'cart',
  [paths.ohrozenci]: 'alert',
  [paths.lezaky]: 'hourglass',
  [paths.lots]: 'calendar',
  [paths.overstock]: 'boxes',
  [paths.akcniCeny]: 'tag',
  [paths.ordersLeaflet]: 'clipboard',
  [paths.discounted]: 'percent',
  [paths.watchlists]: 'eye',
  [paths.pool]: 'layers',
  [paths.poolItems]: 'layers',
  [paths.ledger]: 'scale',
  [paths.ledgerAdmin]: 'scale',
  [paths.profile]: 'user',
  [paths.adminUsers]: 'users',
  [paths.adminPermissions]: 'shield',
  [paths.adminJobs]: 'gear',
  [paths.adminAudit]: 'history',
  [paths.dataExplorer]: 'database',
}

const BY_GROUP: Record<string, IconName> = {
  'Poukázky': 'ticket',
  'Transfers - receiving': 'inbox',
  'Transfers - issuing': 'truck',
}

export const iconOfPath = (path: string): IconName => BY_PATH[path] ?? 'dot'
export const iconOfGroup = (label: string): IconName => BY_GROUP[label] ?? 'dot'

export function MenuIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={SHAPES[name]} />
    </svg>
  )
}
