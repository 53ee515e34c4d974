import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const JobsController = () => import('#operations/controllers/jobs_controller')
const HealthController = () => import('#operations/controllers/health_controller')
const MetricsController = () => import('#operations/controllers/metrics_controller')

router
  .group(() => {
    access.public(router.get('/health', [HealthController, 'show']))
    access.admin(router.get('/admin/health', [HealthController, 'details']))
    access.admin(router.get('/admin/jobs', [JobsController, 'index']))
    access.admin(router.post('/admin/jobs/:queue/:jobId/retry', [JobsController, 'retry']))
    access.admin(router.post('/admin/jobs/:job/run', [JobsController, 'run']))
  })
  .prefix('/api')

/* The balancer's readiness check, beside /_ping (alive), and the operator's metrics: outside
   /api, no sign-in; /metrics answers only the addresses of METRICS_ALLOW. */
router.get('/_ready', [HealthController, 'ready'])
router.get('/metrics', [MetricsController, 'show'])
