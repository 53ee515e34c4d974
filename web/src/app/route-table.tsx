import type { ComponentType } from 'react'
import type { RouteAccess } from '../lib/access'
import type { BranchRef } from '../lib/branch-ref'
import { paths } from '../lib/paths'
import { LandingPage } from '../features/landing/routes/landing-page'
import { LoginPage } from '../features/auth/routes/login-page'
import { RegisterPage } from '../features/auth/routes/register-page'
import { usersListOptions, usersListRequest } from '../features/admin-users/api/list-users'
import { poolListOptions, poolListRequest } from '../features/pool/api/get-pool'
import { poolItemsListOptions, poolItemsListRequest } from '../features/pool/api/list-pool-items'
import { inventoryListOptions, inventoryListRequest } from '../features/stock/api/get-inventory'
import { stockListOptions, stockListRequest } from '../features/stock/api/get-stock-list'
import { confirmedListRequest } from '../features/transfers/api/get-confirmed'
import { incomingListRequest } from '../features/transfers/api/get-incoming'
import { outgoingListRequest } from '../features/transfers/api/get-outgoing'
import { TRANSFER_FILTERS } from '../features/transfers/transfer'
import type { ListOptions } from '../components/server-list/list-state'
import type { PathListRequest } from '../components/server-list/path-list'
import type { MenuPlace } from './layouts/menus'

/**
 * What a route renders: a screen that comes with the first scripts, or one whose code is
 * fetched when the route is first opened (React Router's route `lazy`, see router.tsx).
 */
export type RoutePage =
  { Component: ComponentType } | { load: (entry: RouteEntry) => Promise<ComponentType> }

type AnyRequest = PathListRequest<unknown, any>

/** The list a screen asks for first, as its address and the stored user tell. */
export interface ListScreen {
  /** How the screen reads its list state from the address (its useListState options). */
  options: Partial<ListOptions>
  /** The list of a screen of no branch. */
  request?: AnyRequest
  /** The list of a screen of one branch, for the branch it acts for. */
  branchRequest?: (branch: BranchRef, picked: boolean) => AnyRequest
}

/** A screen of the SPA, declared once. */
export interface RouteEntry {
  path: string
  /** Who may open it: the guard, the permissions page and the accessibility test read it. */
  access: RouteAccess
  /** Czech page title (branch screens show it as their heading). */
  title: string
  page: RoutePage
  /** Its link in the sidebar and the header search; the menus keep this table's order. */
  menu?: MenuPlace
  /** The list it asks for first, asked for from the first script on a reload (issue #28). */
  list?: ListScreen
}

/** A screen whose named export is fetched when its route is first opened. */
function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name
): RoutePage {
  return { load: () => load().then((module) => module[name] as ComponentType) }
}

/**
 * A screen of one branch under its title: the user's own, or one an admin picks. The branch
 * frame and the screen are fetched at once.
 */
function branchScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  missingCodeText?: string
): RoutePage {
  return {
    load: async ({ title }) => {
      const [{ BranchPage }, module] = await Promise.all([
        import('../features/stock/components/branch-page'),
        load(),
      ])
      const Screen = module[name] as ComponentType<{ branch: BranchRef }>
      return () => (
        <BranchPage title={title} missingCodeText={missingCodeText}>
          {(branch) => <Screen branch={branch} />}
        </BranchPage>
      )
    },
  }
}

/** A price list's upload screen, one for each kind. */
const priceListUpload = (kind: 'leaflet' | 'uhrady'): RoutePage => ({
  load: async () => {
    const { PriceListUploadPage } =
      await import('../features/pricelists/routes/price-list-upload-page')
    return () => <PriceListUploadPage kind={kind} />
  },
})

const transfers = { filters: TRANSFER_FILTERS }

/*
| Every page of the SPA, in the order of the menus (user's and admin's links interleave).
| A new screen is one entry here, plus its path in lib/paths.ts for the links to it. The
| three public screens are tiny and are what a first visit opens: they come with the first
| scripts, so /login needs no second round of requests before its form shows; every
| signed-in screen is its own chunk. Screens made of several features are put together
| here, so a feature never imports another.
*/
export const routeTable: RouteEntry[] = [
  { path: paths.home, access: 'public', title: 'Úvod', page: { Component: LandingPage } },
  { path: paths.login, access: 'public', title: 'Přihlášení', page: { Component: LoginPage } },
  {
    path: paths.register,
    access: 'public',
    title: 'Registrace',
    page: { Component: RegisterPage },
  },

  {
    path: paths.userDashboard,
    access: 'user',
    title: 'Dashboard',
    menu: { label: 'Dashboard' },
    page: {
      load: async () => {
        const [{ UserDashboardPage }, { TodayTasksCard }] = await Promise.all([
          import('../features/dashboard/routes/user-dashboard-page'),
          import('../features/tasks/components/today-tasks-card'),
        ])
        return () => <UserDashboardPage tasksCard={<TodayTasksCard />} />
      },
    },
  },
  {
    path: paths.adminDashboard,
    access: 'admin',
    title: 'Administrace',
    menu: { label: 'Dashboard' },
    page: {
      load: async () => {
        const [{ AdminDashboardPage }, { TodayTasksCard }, { LongTransitCard }] = await Promise.all(
          [
            import('../features/dashboard/routes/admin-dashboard-page'),
            import('../features/tasks/components/today-tasks-card'),
            import('../features/transfers/components/in-transit-list'),
          ]
        )
        return () => (
          <AdminDashboardPage tasksCard={<TodayTasksCard />} transitCard={<LongTransitCard />} />
        )
      },
    },
  },
  {
    path: paths.tasks,
    access: 'both',
    title: 'Moje úkoly',
    menu: { label: 'Úkoly', for: 'user', nested: true },
    page: lazyScreen(() => import('../features/tasks/routes/my-tasks-page'), 'MyTasksPage'),
  },
  {
    path: paths.taskDetail,
    access: 'both',
    title: 'Detail úkolu',
    page: lazyScreen(() => import('../features/tasks/routes/task-detail-page'), 'TaskDetailPage'),
  },
  {
    path: paths.adminTasks,
    access: 'admin',
    title: 'Správa úkolů',
    menu: { label: 'Správa úkolů' },
    page: lazyScreen(() => import('../features/tasks/routes/admin-tasks-page'), 'AdminTasksPage'),
  },
  {
    path: paths.upload,
    access: 'both',
    title: 'Nahrát exporty',
    menu: { label: 'Nahrát exporty', for: 'user' },
    page: branchScreen(
      () => import('../features/exports/routes/upload-page'),
      'UploadPage',
      'Chybí kód pobočky – přihlaste se prosím znovu.'
    ),
  },
  {
    path: paths.pharmacyReport,
    access: 'both',
    title: 'Očekávané změny úhrad',
    menu: { label: 'Očekávané změny úhrad' },
    page: branchScreen(
      () => import('../features/reports/routes/uhrady-changes-page'),
      'UhradyChangesPage'
    ),
  },
  {
    path: paths.orders,
    access: 'both',
    title: 'Návrh objednávky',
    menu: { label: 'Návrh objednávky', for: 'user' },
    page: branchScreen(() => import('../features/orders/routes/orders-page'), 'OrdersPage'),
  },
  {
    path: paths.ohrozenci,
    access: 'both',
    title: 'Ohrožené přípravky',
    menu: { label: 'Ohrožené přípravky', for: 'user' },
    list: {
      options: stockListOptions,
      branchRequest: (branch) => stockListRequest('ohrozenci', branch),
    },
    page: lazyScreen(() => import('../features/stock/routes/ohrozenci-page'), 'OhrozenciPage'),
  },
  {
    path: paths.lezaky,
    access: 'both',
    title: 'Ležáky',
    menu: { label: 'Ležáky', for: 'user' },
    list: {
      options: stockListOptions,
      branchRequest: (branch) => stockListRequest('lezaky', branch),
    },
    page: lazyScreen(() => import('../features/stock/routes/lezaky-page'), 'LezakyPage'),
  },
  {
    path: paths.inventory,
    access: 'both',
    title: 'Sklad pobočky',
    list: { options: inventoryListOptions, branchRequest: inventoryListRequest },
    page: lazyScreen(() => import('../features/stock/routes/inventory-page'), 'InventoryPage'),
  },
  {
    path: paths.overstock,
    access: 'user',
    title: 'Přehled nadzásob',
    menu: { label: 'Nadzásoby' },
    page: branchScreen(() => import('../features/reports/routes/overstock-page'), 'OverstockPage'),
  },
  {
    path: paths.adminLeafletUpload,
    access: 'admin',
    title: 'Nahrání akčního letáku',
    menu: { label: 'Nahrát akční leták' },
    page: priceListUpload('leaflet'),
  },
  {
    path: paths.adminUhradyUpload,
    access: 'admin',
    title: 'Nahrání přehledu úhrad',
    menu: { label: 'Nahrát přehled úhrad' },
    page: priceListUpload('uhrady'),
  },
  {
    path: paths.akcniCeny,
    access: 'both',
    title: 'Akční ceny pod nákupní cenou',
    menu: { label: 'Akční ceny pod nákupní cenou' },
    page: branchScreen(
      () => import('../features/reports/routes/action-prices-page'),
      'ActionPricesPage'
    ),
  },
  {
    path: paths.ordersLeaflet,
    access: 'user',
    title: 'Doobjednání akčního letáku',
    menu: { label: 'Objednávka z letáku' },
    page: branchScreen(
      () => import('../features/orders/routes/leaflet-order-page'),
      'LeafletOrderPage'
    ),
  },
  {
    path: paths.discounted,
    access: 'user',
    title: 'Zlevnění volně prodejných ohrožených',
    menu: { label: 'Zlevnění expirací' },
    page: branchScreen(
      () => import('../features/discounts/routes/discounted-page'),
      'DiscountedPage'
    ),
  },
  /* The spec's sidebar does not list the two voucher screens; a group makes them reachable. */
  {
    path: paths.vouchersUpload,
    access: 'user',
    title: 'Nahrání poukázek',
    menu: { label: 'Nahrání poukázek', group: 'Poukázky' },
    page: branchScreen(
      () => import('../features/vouchers/routes/voucher-upload-page'),
      'VoucherUploadPage'
    ),
  },
  {
    path: paths.vouchersReport,
    access: 'user',
    title: 'Report poukázek',
    menu: { label: 'Report poukázek', group: 'Poukázky' },
    page: branchScreen(
      () => import('../features/vouchers/routes/voucher-report-page'),
      'VoucherReportPage'
    ),
  },
  {
    path: paths.watchlists,
    access: 'both',
    title: 'Sledované léky',
    menu: { label: 'Sledované léky', nested: true },
    page: branchScreen(
      () => import('../features/watchlists/routes/watchlists-page'),
      'WatchlistsPage'
    ),
  },
  {
    path: paths.watchlistDetail,
    access: 'both',
    title: 'Detail sledovaného seznamu',
    page: lazyScreen(
      () => import('../features/watchlists/routes/watchlist-detail-page'),
      'WatchlistDetailPage'
    ),
  },
  {
    path: paths.poolItems,
    access: 'admin',
    title: 'Položky poolu',
    menu: { label: 'Položky poolu' },
    list: { options: poolItemsListOptions, request: poolItemsListRequest },
    page: lazyScreen(() => import('../features/pool/routes/pool-items-page'), 'PoolItemsPage'),
  },
  {
    path: paths.poolStats,
    access: 'admin',
    title: 'Statistiky poolu',
    page: lazyScreen(() => import('../features/pool/routes/pool-stats-page'), 'PoolStatsPage'),
  },
  {
    path: paths.dataExplorer,
    access: 'admin',
    title: 'Admin Data Explorer',
    menu: { label: 'Data Explorer' },
    page: lazyScreen(
      () => import('../features/explorer/routes/data-explorer-page'),
      'DataExplorerPage'
    ),
  },
  {
    path: paths.ledgerAdmin,
    access: 'admin',
    title: 'Saldo všech poboček',
    menu: { label: 'Saldo poboček' },
    page: {
      load: async () => {
        const [{ LedgerAdminPage }, { InTransitSection }] = await Promise.all([
          import('../features/ledger/routes/ledger-admin-page'),
          import('../features/transfers/components/in-transit-list'),
        ])
        return () => <LedgerAdminPage inTransit={<InTransitSection />} />
      },
    },
  },
  {
    path: paths.pool,
    access: 'both',
    title: 'Pool',
    menu: { label: 'Pool', for: 'user' },
    list: { options: poolListOptions, branchRequest: poolListRequest },
    page: branchScreen(() => import('../features/pool/routes/pool-page'), 'PoolPage'),
  },
  {
    path: paths.transfersIncoming,
    access: 'user',
    title: 'Návrhy k přijetí',
    menu: { label: 'Návrhy k přijetí', group: 'Transfers - receiving' },
    list: { options: transfers, branchRequest: incomingListRequest },
    page: branchScreen(
      () => import('../features/transfers/routes/incoming-transfers-page'),
      'IncomingTransfersPage'
    ),
  },
  {
    path: paths.transfersConfirmed,
    access: 'user',
    title: 'Potvrzené převody',
    menu: { label: 'Potvrzené', group: 'Transfers - receiving' },
    list: { options: transfers, branchRequest: confirmedListRequest },
    page: branchScreen(
      () => import('../features/transfers/routes/confirmed-transfers-page'),
      'ConfirmedTransfersPage'
    ),
  },
  {
    path: paths.transfersReceived,
    access: 'user',
    title: 'Přijaté převodky',
    menu: { label: 'Přijaté', group: 'Transfers - receiving' },
    page: branchScreen(
      () => import('../features/transfers/routes/received-transfers-page'),
      'ReceivedTransfersPage'
    ),
  },
  {
    path: paths.transfersArchive,
    access: 'user',
    title: 'Archiv převodek',
    menu: { label: 'Archiv', group: 'Transfers - receiving' },
    page: branchScreen(
      () => import('../features/transfers/routes/archive-transfers-page'),
      'ArchiveTransfersPage'
    ),
  },
  {
    path: paths.transfersOutgoing,
    access: 'user',
    title: 'Položky k odeslání',
    menu: { label: 'K odeslání', group: 'Transfers - issuing' },
    list: { options: transfers, branchRequest: outgoingListRequest },
    page: branchScreen(
      () => import('../features/transfers/routes/outgoing-transfers-page'),
      'OutgoingTransfersPage'
    ),
  },
  {
    path: paths.transfersPrepared,
    access: 'user',
    title: 'Vychystané položky',
    menu: { label: 'Vychystané', group: 'Transfers - issuing' },
    page: branchScreen(
      () => import('../features/transfers/routes/prepared-transfers-page'),
      'PreparedTransfersPage'
    ),
  },
  {
    path: paths.transfersShipped,
    access: 'user',
    title: 'Odeslané převodky',
    menu: { label: 'Odeslané', group: 'Transfers - issuing' },
    page: branchScreen(
      () => import('../features/transfers/routes/shipped-transfers-page'),
      'ShippedTransfersPage'
    ),
  },
  {
    path: paths.refused,
    access: 'user',
    title: 'Odmítnuté položky',
    page: branchScreen(
      () => import('../features/transfers/routes/refused-items-page'),
      'RefusedItemsPage'
    ),
  },
  {
    path: paths.ledger,
    access: 'user',
    title: 'Saldo pobočky',
    menu: { label: 'Saldo' },
    page: branchScreen(() => import('../features/ledger/routes/ledger-page'), 'LedgerPage'),
  },

  {
    path: paths.profile,
    access: 'both',
    title: 'Profil',
    menu: { label: 'Profil', section: 'Nastavení' },
    page: {
      load: async () => {
        const [{ ProfilePage }, { AccountSecurity }, { DigestSettings }] = await Promise.all([
          import('../features/profile/routes/profile-page'),
          import('../features/account-security/components/account-security'),
          import('../features/mail/components/digest-settings'),
        ])
        return () => (
          <ProfilePage
            security={(user, onDone, onFailure) => (
              <AccountSecurity user={user} onDone={onDone} onFailure={onFailure} />
            )}
            mailSettings={<DigestSettings />}
          />
        )
      },
    },
  },
  {
    path: paths.adminUsers,
    access: 'admin',
    title: 'Uživatelé',
    menu: { label: 'Uživatelé' },
    list: { options: usersListOptions, request: usersListRequest },
    page: lazyScreen(() => import('../features/admin-users/routes/users-page'), 'UsersPage'),
  },
  {
    path: paths.adminPermissions,
    access: 'admin',
    title: 'Oprávnění',
    menu: { label: 'Oprávnění' },
    page: {
      load: async () => {
        const { PermissionsPage } =
          await import('../features/admin-permissions/routes/permissions-page')
        return () => <PermissionsPage pageRoutes={routeTable} />
      },
    },
  },
  {
    path: paths.adminJobs,
    access: 'admin',
    title: 'Úlohy na pozadí',
    menu: { label: 'Úlohy na pozadí' },
    page: {
      load: async () => {
        const [{ AdminJobsPage }, { InboxSection }, { MailLogSection }] = await Promise.all([
          import('../features/operations/routes/admin-jobs-page'),
          import('../features/inbox/components/inbox-section'),
          import('../features/mail/components/mail-log-section'),
        ])
        return () => <AdminJobsPage inbox={<InboxSection />} mail={<MailLogSection />} />
      },
    },
  },
  {
    path: paths.adminAudit,
    access: 'admin',
    title: 'Auditní záznam',
    menu: { label: 'Auditní záznam' },
    page: lazyScreen(() => import('../features/admin-audit/routes/audit-page'), 'AuditPage'),
  },
]

/** Old profile addresses that now lead to the shared profile page. */
export const redirects: { from: string; to: string }[] = [
  { from: paths.userProfileLegacy, to: paths.profile },
  { from: paths.adminProfileLegacy, to: paths.profile },
]
