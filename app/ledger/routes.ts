import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const LedgerController = () => import('#ledger/controllers/ledger_controller')
const PoolSavingsController = () => import('#ledger/controllers/pool_savings_controller')

router
  .group(() => {
    access.branch(router.get('/ledger', [LedgerController, 'index']))
    access.branch(
      router.get('/dashboard/pool-savings/:firma/:pharmacyCode', [PoolSavingsController, 'show'])
    )
  })
  .prefix('/api')
