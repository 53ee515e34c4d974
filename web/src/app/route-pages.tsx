import type { ComponentType } from 'react'
import { paths } from '../lib/paths'
import { LandingPage } from '../features/landing/routes/landing-page'
import { LoginPage } from '../features/auth/routes/login-page'
import { RegisterPage } from '../features/auth/routes/register-page'
import { ProfilePage } from '../features/profile/routes/profile-page'
import { UsersPage } from '../features/admin-users/routes/users-page'
import { PermissionsPage } from '../features/admin-permissions/routes/permissions-page'
import { TodayTasksCard } from '../features/tasks/components/today-tasks-card'
import { MyTasksPage } from '../features/tasks/routes/my-tasks-page'
import { TaskDetailPage } from '../features/tasks/routes/task-detail-page'
import { AdminTasksPage } from '../features/tasks/routes/admin-tasks-page'
import { UserDashboardPage } from '../features/dashboard/routes/user-dashboard-page'
import { AdminDashboardPage } from '../features/dashboard/routes/admin-dashboard-page'
import { UploadPage } from '../features/exports/routes/upload-page'
import { BranchPage } from '../features/stock/components/branch-page'
import { LezakyPage } from '../features/stock/routes/lezaky-page'
import { OhrozenciPage } from '../features/stock/routes/ohrozenci-page'
import { InventoryPage } from '../features/stock/routes/inventory-page'
import { DataExplorerPage } from '../features/explorer/routes/data-explorer-page'
import { PoolPage } from '../features/pool/routes/pool-page'
import { PoolStatsPage } from '../features/pool/routes/pool-stats-page'
import { PoolItemsPage } from '../features/pool/routes/pool-items-page'
import { IncomingTransfersPage } from '../features/transfers/routes/incoming-transfers-page'
import { OutgoingTransfersPage } from '../features/transfers/routes/outgoing-transfers-page'
import { ConfirmedTransfersPage } from '../features/transfers/routes/confirmed-transfers-page'
import { PreparedTransfersPage } from '../features/transfers/routes/prepared-transfers-page'
import { ReceivedTransfersPage } from '../features/transfers/routes/received-transfers-page'
import { ShippedTransfersPage } from '../features/transfers/routes/shipped-transfers-page'
import { ArchiveTransfersPage } from '../features/transfers/routes/archive-transfers-page'
import { RefusedItemsPage } from '../features/transfers/routes/refused-items-page'
import { InTransitSection, LongTransitCard } from '../features/transfers/components/in-transit-list'
import { LedgerPage } from '../features/ledger/routes/ledger-page'
import { LedgerAdminPage } from '../features/ledger/routes/ledger-admin-page'
import { PriceListUploadPage } from '../features/pricelists/routes/price-list-upload-page'
import { AkcniCenyPage } from '../features/reports/routes/akcni-ceny-page'
import { UhradyChangesPage } from '../features/reports/routes/uhrady-changes-page'
import { OverstockPage } from '../features/reports/routes/overstock-page'
import { OrdersPage } from '../features/orders/routes/orders-page'
import { LeafletOrderPage } from '../features/orders/routes/leaflet-order-page'
import { DiscountedPage } from '../features/discounts/routes/discounted-page'
import { VoucherUploadPage } from '../features/vouchers/routes/voucher-upload-page'
import { VoucherReportPage } from '../features/vouchers/routes/voucher-report-page'
import { AdminJobsPage } from '../features/operations/routes/admin-jobs-page'
import { WatchlistsPage } from '../features/watchlists/routes/watchlists-page'
import { WatchlistDetailPage } from '../features/watchlists/routes/watchlist-detail-page'
import type { BranchRef } from '../lib/branch-ref'
import { routeTable } from './route-table'

const MISSING_CODE_UPLOAD = 'Chybí kód pobočky – přihlaste se prosím znovu.'

/** A screen of one branch under its route-table title: the user's own, or one an admin picks. */
function branchScreen(path: string, Screen: ComponentType<{ branch: BranchRef }>) {
  const title = routeTable.find((route) => route.path === path)?.title ?? ''
  return () => <BranchPage title={title}>{(branch) => <Screen branch={branch} />}</BranchPage>
}

/** The screen of every path of the route table (the router refuses a path without one). */
export const routePages: Partial<Record<string, ComponentType>> = {
  [paths.home]: LandingPage,
  [paths.login]: LoginPage,
  [paths.register]: RegisterPage,
  [paths.profile]: ProfilePage,
  [paths.adminUsers]: UsersPage,
  [paths.adminPermissions]: () => <PermissionsPage pageRoutes={routeTable} />,
  [paths.userDashboard]: () => <UserDashboardPage tasksCard={<TodayTasksCard />} />,
  [paths.adminDashboard]: () => (
    <AdminDashboardPage tasksCard={<TodayTasksCard />} transitCard={<LongTransitCard />} />
  ),
  [paths.tasks]: MyTasksPage,
  [paths.taskDetail]: TaskDetailPage,
  [paths.adminTasks]: AdminTasksPage,
  // The upload screen acts for one branch: a user's own, or the one an admin picks.
  [paths.upload]: () => (
    <BranchPage title="Nahrát exporty" missingCodeText={MISSING_CODE_UPLOAD}>
      {(branch) => <UploadPage branch={branch} />}
    </BranchPage>
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
  [paths.ledgerAdmin]: () => <LedgerAdminPage inTransit={<InTransitSection />} />,
  [paths.adminLeafletUpload]: () => <PriceListUploadPage kind="leaflet" />,
  [paths.adminUhradyUpload]: () => <PriceListUploadPage kind="uhrady" />,
  [paths.akcniCeny]: branchScreen(paths.akcniCeny, AkcniCenyPage),
  [paths.pharmacyReport]: branchScreen(paths.pharmacyReport, UhradyChangesPage),
  [paths.orders]: branchScreen(paths.orders, OrdersPage),
  [paths.ordersLeaflet]: branchScreen(paths.ordersLeaflet, LeafletOrderPage),
  [paths.overstock]: branchScreen(paths.overstock, OverstockPage),
  [paths.discounted]: branchScreen(paths.discounted, DiscountedPage),
  [paths.poukazkyUpload]: branchScreen(paths.poukazkyUpload, VoucherUploadPage),
  [paths.poukazkyReport]: branchScreen(paths.poukazkyReport, VoucherReportPage),
  [paths.watchlists]: branchScreen(paths.watchlists, WatchlistsPage),
  [paths.watchlistDetail]: WatchlistDetailPage,
  [paths.adminJobs]: AdminJobsPage,
}
