import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const OrdersController = () => import('#orders/controllers/orders_controller')

router
  .group(() => {
    access.branch(router.get('/orders/meta', [OrdersController, 'meta']))
    access.branch(router.post('/orders/generate', [OrdersController, 'generate']))
    access.branch(router.get('/letak/meta', [OrdersController, 'letakMeta']))
    access.branch(router.post('/orders/from-letak/generate', [OrdersController, 'fromLetak']))
  })
  .prefix('/api')
