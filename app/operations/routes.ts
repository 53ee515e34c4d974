import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const JobsController = () => import('#operations/controllers/jobs_controller')
const HealthController = () => import('#operations/controllers/health_controller')

router
  .group(() => {
    access.public(router.get('/health', [HealthController, 'show']))
    access.admin(router.get('/admin/jobs', [JobsController, 'index']))
    access.admin(router.post('/admin/jobs/:queue/:jobId/retry', [JobsController, 'retry']))
  })
  .prefix('/api')
