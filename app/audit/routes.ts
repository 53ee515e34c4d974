import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const AuditController = () => import('#audit/controllers/audit_controller')

router
  .group(() => {
    access.admin(router.get('/admin/audit', [AuditController, 'index']))
    access.admin(router.get('/admin/audit/export', [AuditController, 'export']))
    access.admin(router.get('/admin/audit/options', [AuditController, 'options']))
  })
  .prefix('/api')
