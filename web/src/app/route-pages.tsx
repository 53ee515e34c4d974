import type { ComponentType } from 'react'
import { paths } from '../lib/paths'
import type { BranchRef } from '../lib/branch-ref'
import { lazyPage, withPreload, type Preloadable } from './lazy-page'
import { LandingPage } from '../features/landing/routes/landing-page'
import { LoginPage } from '../features/auth/routes/login-page'
import { RegisterPage } from '../features/auth/routes/register-page'
import { routeTable } from './route-table'

/*
| Each signed-in screen is its own chunk, loaded when its route is first opened. The three
| public screens are tiny and are what a first visit opens: they come with the first
| scripts, so /login needs no second round of requests before its form shows.
*/
const ProfilePage = lazyPage(() => import('../features/profile/routes/profile-page'), 'ProfilePage')
const UsersPage = lazyPage(() => import('../features/admin-users/routes/users-page'), 'UsersPage')
const PermissionsPage = lazyPage(
  () => import('../features/admin-permissions/routes/permissions-page'),
  'PermissionsPage'
)
const TodayTasksCard = lazyPage(
  () => import('../features/tasks/components/today-tasks-card'),
  'TodayTasksCard'
)
const MyTasksPage = lazyPage(() => import('../features/tasks/routes/my-tasks-page'), 'MyTasksPage')
const TaskDetailPage = lazyPage(
  () => import('../features/tasks/routes/task-detail-page'),
  'TaskDetailPage'
)
const AdminTasksPage = lazyPage(
  () => import('../features/tasks/routes/admin-tasks-page'),
  'AdminTasksPage'
)
const UserDashboardPage = lazyPage(
  () => import('../features/dashboard/routes/user-dashboard-page'),
  'UserDashboardPage'
)
const AdminDashboardPage = lazyPage(
  () => import('../features/dashboard/routes/admin-dashboard-page'),
  'AdminDashboardPage'
)
const UploadPage = lazyPage(() => import('../features/exports/routes/upload-page'), 'UploadPage')
const BranchPage = lazyPage(() => import('../features/stock/components/branch-page'), 'BranchPage')
const LezakyPage = lazyPage(() => import('../features/stock/routes/lezaky-page'), 'LezakyPage')
const OhrozenciPage = lazyPage(
  () => import('../features/stock/routes/ohrozenci-page'),
  'OhrozenciPage'
)
const InventoryPage = lazyPage(
  () => import('../features/stock/routes/inventory-page'),
  'InventoryPage'
)
const DataExplorerPage = lazyPage(
  () => import('../features/explorer/routes/data-explorer-page'),
  'DataExplorerPage'
)
const PoolPage = lazyPage(() => import('../features/pool/routes/pool-page'), 'PoolPage')
const PoolStatsPage = lazyPage(
  () => import('../features/pool/routes/pool-stats-page'),
  'PoolStatsPage'
)
const PoolItemsPage = lazyPage(
  () => import('../features/pool/routes/pool-items-page'),
  'PoolItemsPage'
)
const IncomingTransfersPage = lazyPage(
  () => import('../features/transfers/routes/incoming-transfers-page'),
  'IncomingTransfersPage'
)
const OutgoingTransfersPage = lazyPage(
  () => import('../features/transfers/routes/outgoing-transfers-page'),
  'OutgoingTransfersPage'
)
const ConfirmedTransfersPage = lazyPage(
  () => import('../features/transfers/routes/confirmed-transfers-page'),
  'ConfirmedTransfersPage'
)
const PreparedTransfersPage = lazyPage(
  () => import('../features/transfers/routes/prepared-transfers-page'),
  'PreparedTransfersPage'
)
const ReceivedTransfersPage = lazyPage(
  () => import('../features/transfers/routes/received-transfers-page'),
  'ReceivedTransfersPage'
)
const ShippedTransfersPage = lazyPage(
  () => import('../features/transfers/routes/shipped-transfers-page'),
  'ShippedTransfersPage'
)
const ArchiveTransfersPage = lazyPage(
  () => import('../features/transfers/routes/archive-transfers-page'),
  'ArchiveTransfersPage'
)
const RefusedItemsPage = lazyPage(
  () => import('../features/transfers/routes/refused-items-page'),
  'RefusedItemsPage'
)
const InTransitSection = lazyPage(
  () => import('../features/transfers/components/in-transit-list'),
  'InTransitSection'
)
const LongTransitCard = lazyPage(
  () => import('../features/transfers/components/in-transit-list'),
  'LongTransitCard'
)
const LedgerPage = lazyPage(() => import('../features/ledger/routes/ledger-page'), 'LedgerPage')
const LedgerAdminPage = lazyPage(
  () => import('../features/ledger/routes/ledger-admin-page'),
  'LedgerAdminPage'
)
const PriceListUploadPage = lazyPage(
  () => import('../features/pricelists/routes/price-list-upload-page'),
  'PriceListUploadPage'
)
const AkcniCenyPage = lazyPage(
  () => import('../features/reports/routes/akcni-ceny-page'),
  'AkcniCenyPage'
)
const UhradyChangesPage = lazyPage(
  () => import('../features/reports/routes/uhrady-changes-page'),
  'UhradyChangesPage'
)
const OverstockPage = lazyPage(
  () => import('../features/reports/routes/overstock-page'),
  'OverstockPage'
)
const OrdersPage = lazyPage(() => import('../features/orders/routes/orders-page'), 'OrdersPage')
const LeafletOrderPage = lazyPage(
  () => import('../features/orders/routes/leaflet-order-page'),
  'LeafletOrderPage'
)
const DiscountedPage = lazyPage(
  () => import('../features/discounts/routes/discounted-page'),
  'DiscountedPage'
)
const VoucherUploadPage = lazyPage(
  () => import('../features/vouchers/routes/voucher-upload-page'),
  'VoucherUploadPage'
)
const VoucherReportPage = lazyPage(
  () => import('../features/vouchers/routes/voucher-report-page'),
  'VoucherReportPage'
)
const AdminJobsPage = lazyPage(
  () => import('../features/operations/routes/admin-jobs-page'),
  'AdminJobsPage'
)
const WatchlistsPage = lazyPage(
  () => import('../features/watchlists/routes/watchlists-page'),
  'WatchlistsPage'
)
const WatchlistDetailPage = lazyPage(
  () => import('../features/watchlists/routes/watchlist-detail-page'),
  'WatchlistDetailPage'
)
const AccountSecurity = lazyPage(
  () => import('../features/account-security/components/account-security'),
  'AccountSecurity'
)
const AuditPage = lazyPage(() => import('../features/admin-audit/routes/audit-page'), 'AuditPage')
const InboxSection = lazyPage(
  () => import('../features/inbox/components/inbox-section'),
  'InboxSection'
)
const DigestSettings = lazyPage(
  () => import('../features/mail/components/digest-settings'),
  'DigestSettings'
)
const MailLogSection = lazyPage(
  () => import('../features/mail/components/mail-log-section'),
  'MailLogSection'
)

const MISSING_CODE_UPLOAD = 'Chybí kód pobočky – přihlaste se prosím znovu.'

/** A screen of one branch under its route-table title: the user's own, or one an admin picks. */
function branchScreen(path: string, Screen: ComponentType<{ branch: BranchRef }> & Preloadable) {
  const title = routeTable.find((route) => route.path === path)?.title ?? ''
  return withPreload(
    () => <BranchPage title={title}>{(branch) => <Screen branch={branch} />}</BranchPage>,
    BranchPage,
    Screen
  )
}

/** The screen of every path of the route table (the router refuses a path without one). */
export const routePages: Partial<Record<string, ComponentType & Partial<Preloadable>>> = {
  [paths.home]: LandingPage,
  [paths.login]: LoginPage,
  [paths.register]: RegisterPage,
  [paths.profile]: withPreload(
    () => (
      <ProfilePage
        security={(user, onDone, onFailure) => (
          <AccountSecurity user={user} onDone={onDone} onFailure={onFailure} />
        )}
        mailSettings={<DigestSettings />}
      />
    ),
    ProfilePage,
    DigestSettings
  ),
  [paths.adminUsers]: UsersPage,
  [paths.adminPermissions]: withPreload(
    () => <PermissionsPage pageRoutes={routeTable} />,
    PermissionsPage
  ),
  [paths.userDashboard]: withPreload(
    () => <UserDashboardPage tasksCard={<TodayTasksCard />} />,
    UserDashboardPage,
    TodayTasksCard
  ),
  [paths.adminDashboard]: withPreload(
    () => <AdminDashboardPage tasksCard={<TodayTasksCard />} transitCard={<LongTransitCard />} />,
    AdminDashboardPage,
    TodayTasksCard,
    LongTransitCard
  ),
  [paths.tasks]: MyTasksPage,
  [paths.taskDetail]: TaskDetailPage,
  [paths.adminTasks]: AdminTasksPage,
  // The upload screen acts for one branch: a user's own, or the one an admin picks.
  [paths.upload]: withPreload(
    () => (
      <BranchPage title="Nahrát exporty" missingCodeText={MISSING_CODE_UPLOAD}>
        {(branch) => <UploadPage branch={branch} />}
      </BranchPage>
    ),
    BranchPage,
    UploadPage
  ),
  [paths.lezaky]: LezakyPage,
  [paths.ohrozenci]: OhrozenciPage,
  [paths.inventory]: InventoryPage,
  [paths.dataExplorer]: DataExplorerPage,
  [paths.pool]: branchScreen(paths.pool, PoolPage),
  [paths.poolStats]: PoolStatsPage,
  [paths.poolItems]: PoolItemsPage,
  [paths.transfersIncoming]: branchScreen(paths.transfersIncoming, IncomingTransfersPage),
  [paths.transfersOutgoing]: branchScreen(paths.transfersOutgoing, OutgoingTransfersPage),
  [paths.transfersConfirmed]: branchScreen(paths.transfersConfirmed, ConfirmedTransfersPage),
  [paths.transfersPrepared]: branchScreen(paths.transfersPrepared, PreparedTransfersPage),
  [paths.transfersReceived]: branchScreen(paths.transfersReceived, ReceivedTransfersPage),
  [paths.transfersShipped]: branchScreen(paths.transfersShipped, ShippedTransfersPage),
  [paths.transfersArchive]: branchScreen(paths.transfersArchive, ArchiveTransfersPage),
  [paths.refused]: branchScreen(paths.refused, RefusedItemsPage),
  [paths.ledger]: branchScreen(paths.ledger, LedgerPage),
  [paths.ledgerAdmin]: withPreload(
    () => <LedgerAdminPage inTransit={<InTransitSection />} />,
    LedgerAdminPage,
    InTransitSection
  ),
  [paths.adminLeafletUpload]: withPreload(
    () => <PriceListUploadPage kind="leaflet" />,
    PriceListUploadPage
  ),
  [paths.adminUhradyUpload]: withPreload(
    () => <PriceListUploadPage kind="uhrady" />,
    PriceListUploadPage
  ),
  [paths.akcniCeny]: branchScreen(paths.akcniCeny, AkcniCenyPage),
  [paths.pharmacyReport]: branchScreen(paths.pharmacyReport, UhradyChangesPage),
  [paths.orders]: branchScreen(paths.orders, OrdersPage),
  [paths.ordersLeaflet]: branchScreen(paths.ordersLeaflet, LeafletOrderPage),
  [paths.overstock]: branchScreen(paths.overstock, OverstockPage),
  [paths.discounted]: branchScreen(paths.discounted, DiscountedPage),
  [paths.vouchersUpload]: branchScreen(paths.vouchersUpload, VoucherUploadPage),
  [paths.vouchersReport]: branchScreen(paths.vouchersReport, VoucherReportPage),
  [paths.watchlists]: branchScreen(paths.watchlists, WatchlistsPage),
  [paths.watchlistDetail]: WatchlistDetailPage,
  [paths.adminJobs]: withPreload(
    () => <AdminJobsPage inbox={<InboxSection />} mail={<MailLogSection />} />,
    AdminJobsPage,
    InboxSection,
    MailLogSection
  ),
  [paths.adminAudit]: AuditPage,
}
