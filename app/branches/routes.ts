import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const BranchesController = () => import('#branches/controllers/branches_controller')

router
  .group(() => {
    access.signedIn(router.get('/branches', [BranchesController, 'index']))
    access.branch(router.get('/branches/:firma/:pharmacyCode', [BranchesController, 'show']))
  })
  .prefix('/api')
