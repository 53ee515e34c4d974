/** Every route path of the SPA, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',

  userDashboard: '/user/dashboard',
  transfersIncoming: '/transfers/incoming',
  transfersOutgoing: '/transfers/outgoing',
  transfersConfirmed: '/transfers/confirmed',
  transfersPrepared: '/transfers/prepared',
  transfersReceived: '/transfers/received',
  transfersShipped: '/transfers/shipped',
  transfersArchive: '/transfers/archive',
  refused: '/refused',
  ordersLeaflet: '/orders/leaflet',
  overstock: '/overstock',
  discounted: '/discounted',
  vouchersUpload: '/poukazky-upload',
  vouchersReport: '/poukazky-report',
  ledger: '/ledger',

  adminDashboard: '/admin/dashboard',
  adminTasks: '/admin/tasks',
  ledgerAdmin: '/ledger-admin',
  dataExplorer: '/data-explorer',
  poolItems: '/poolitems',
  adminLeafletUpload: '/admin/leaflet-upload',
  adminUhradyUpload: '/admin/uhrady-upload',
  adminUsers: '/admin/users',
  poolStats: '/pool-stats',
  adminPermissions: '/admin/permissions',
  adminJobs: '/admin/jobs',
  adminAudit: '/admin/audit',

  profile: '/profile',
  ohrozenci: '/pharmacy/ohrozenci',
  lezaky: '/pharmacy/lezaky',
  pharmacyReport: '/pharmacy/report',
  inventory: '/pharmacy/inventory',
  lots: '/pharmacy/sarze',
  akcniCeny: '/akcni-ceny',
  orders: '/orders',
  pool: '/pool',
  upload: '/upload',
  tasks: '/tasks',
  taskDetail: '/tasks/:id',
  watchlists: '/watchlists',
  watchlistDetail: '/watchlists/:firma/:pharmacyCode/:id',

  userProfileLegacy: '/user/profile',
  adminProfileLegacy: '/admin/profile',
} as const

/** The audit trail filtered to one record, e.g. a pool item's history. */
export function auditPathFor(entity: string, entityId: string): string {
  return `/admin/audit?${new URLSearchParams({ entity, entityId })}`
}

export function taskDetailPath(id: string): string {
  return `/tasks/${encodeURIComponent(id)}`
}

export function watchlistDetailPath(firma: string, pharmacyCode: string, id: string): string {
  const [f, code, watchlistId] = [firma, pharmacyCode, id].map(encodeURIComponent)
  return `/watchlists/${f}/${code}/${watchlistId}`
}
