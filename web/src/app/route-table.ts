import type { RouteAccess } from '../lib/access'
import { paths } from '../lib/paths'

export interface RouteEntry {
  path: string
  access: RouteAccess
  /** Czech page title (branch screens show it as their heading). */
  title: string
}

/** Every page of the SPA with who may open it; the guard and the permission page read this. */
export const routeTable: RouteEntry[] = [
  { path: paths.home, access: 'public', title: 'Úvod' },
  { path: paths.login, access: 'public', title: 'Přihlášení' },
  { path: paths.register, access: 'public', title: 'Registrace' },

  { path: paths.userDashboard, access: 'user', title: 'Dashboard' },
  { path: paths.transfersIncoming, access: 'user', title: 'Návrhy k přijetí' },
  { path: paths.transfersOutgoing, access: 'user', title: 'Položky k odeslání' },
  { path: paths.transfersConfirmed, access: 'user', title: 'Potvrzené převody' },
  { path: paths.transfersPrepared, access: 'user', title: 'Vychystané položky' },
  { path: paths.transfersReceived, access: 'user', title: 'Přijaté převodky' },
  { path: paths.transfersShipped, access: 'user', title: 'Odeslané převodky' },
  { path: paths.transfersArchive, access: 'user', title: 'Archiv převodek' },
  { path: paths.refused, access: 'user', title: 'Odmítnuté položky' },
  { path: paths.ordersLeaflet, access: 'user', title: 'Doobjednání akčního letáku' },
  { path: paths.overstock, access: 'user', title: 'Přehled nadzásob' },
  { path: paths.discounted, access: 'user', title: 'Zlevnění volně prodejných ohrožených' },
  { path: paths.vouchersUpload, access: 'user', title: 'Nahrání poukázek' },
  { path: paths.vouchersReport, access: 'user', title: 'Report poukázek' },
  { path: paths.ledger, access: 'user', title: 'Saldo pobočky' },

  { path: paths.adminDashboard, access: 'admin', title: 'Administrace' },
  { path: paths.adminTasks, access: 'admin', title: 'Správa úkolů' },
  { path: paths.ledgerAdmin, access: 'admin', title: 'Saldo všech poboček' },
  { path: paths.dataExplorer, access: 'admin', title: 'Admin Data Explorer' },
  { path: paths.poolItems, access: 'admin', title: 'Položky poolu' },
  { path: paths.adminLeafletUpload, access: 'admin', title: 'Nahrání akčního letáku' },
  { path: paths.adminUhradyUpload, access: 'admin', title: 'Nahrání přehledu úhrad' },
  { path: paths.adminUsers, access: 'admin', title: 'Uživatelé' },
  { path: paths.poolStats, access: 'admin', title: 'Statistiky poolu' },
  { path: paths.adminPermissions, access: 'admin', title: 'Oprávnění' },
  { path: paths.adminJobs, access: 'admin', title: 'Úlohy na pozadí' },
  { path: paths.adminAudit, access: 'admin', title: 'Auditní záznam' },

  { path: paths.profile, access: 'both', title: 'Profil' },
  { path: paths.ohrozenci, access: 'both', title: 'Ohrožené přípravky' },
  { path: paths.lezaky, access: 'both', title: 'Ležáky' },
  { path: paths.pharmacyReport, access: 'both', title: 'Očekávané změny úhrad' },
  { path: paths.inventory, access: 'both', title: 'Sklad pobočky' },
  { path: paths.akcniCeny, access: 'both', title: 'Akční ceny pod nákupní cenou' },
  { path: paths.orders, access: 'both', title: 'Návrh objednávky' },
  { path: paths.pool, access: 'both', title: 'Pool' },
  { path: paths.upload, access: 'both', title: 'Nahrát exporty' },
  { path: paths.tasks, access: 'both', title: 'Moje úkoly' },
  { path: paths.taskDetail, access: 'both', title: 'Detail úkolu' },
  { path: paths.watchlists, access: 'both', title: 'Sledované léky' },
  { path: paths.watchlistDetail, access: 'both', title: 'Detail sledovaného seznamu' },
]

/** Old profile addresses that now lead to the shared profile page. */
export const redirects: { from: string; to: string }[] = [
  { from: paths.userProfileLegacy, to: paths.profile },
  { from: paths.adminProfileLegacy, to: paths.profile },
]
