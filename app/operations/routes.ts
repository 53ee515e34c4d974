import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const JobsController = () => import('#operations/controllers/jobs_controller')

router
  .group(() => {
    access.admin(router.get('/admin/jobs', [JobsController, 'index']))
    access.admin(router.post('/admin/jobs/:queue/:jobId/retry', [JobsController, 'retry']))
  })
  .prefix('/api')
