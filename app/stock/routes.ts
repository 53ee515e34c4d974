import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const StockController = () => import('#stock/controllers/stock_controller')
const OverstockController = () => import('#stock/controllers/overstock_controller')
const ExpiryOverviewController = () => import('#stock/controllers/expiry_overview_controller')

router
  .group(() => {
    access.branch(router.get('/lezaky/:firma/:pharmacyCode', [StockController, 'lezaky']))
    access.branch(router.get('/ohrozenci/:firma/:pharmacyCode', [StockController, 'ohrozenci']))
    access.branch(router.get('/pharmacy/inventory', [StockController, 'inventory']))
    access.branch(router.get('/pharmacy/inventory/summary', [StockController, 'inventorySummary']))
    access.branch(router.get('/pharmacy/lots', [StockController, 'lots']))
    access.branch(router.post('/overstock/generate', [OverstockController, 'generate']))
    access.branch(
      router.get('/dashboard/expiry/:firma/:pharmacyCode', [ExpiryOverviewController, 'show'])
    )
  })
  .prefix('/api')
