import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const LedgerController = () => import('#ledger/controllers/ledger_controller')

router
  .group(() => {
    access.branch(router.get('/ledger', [LedgerController, 'index']))
  })
  .prefix('/api')
