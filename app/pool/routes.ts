import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const PoolController = () => import('#pool/controllers/pool_controller')
const PoolItemsController = () => import('#pool/controllers/pool_items_controller')

router
  .group(() => {
    access.admin(router.get('/pool/LEMON/stats', [PoolController, 'stats']))
    access.branch(
      router.get('/pool/removedSinceLastUpload/:firma/:pharmacyCode', [PoolController, 'removed'])
    )
    access.branch(router.post('/pool/reopen', [PoolController, 'reopen']))
    access.branch(router.get('/pool/:firma/:pharmacyCode', [PoolController, 'index']))

    access.admin(router.get('/poolitems', [PoolItemsController, 'index']))
    access.admin(router.post('/poolitems/refresh', [PoolItemsController, 'refresh']))
    access.admin(router.put('/poolitems/:id', [PoolItemsController, 'update']))
    access.admin(router.delete('/poolitems/:id', [PoolItemsController, 'destroy']))

    access.branch(router.get('/refused/:firma/:pharmacyCode', [PoolController, 'refused']))
    access.branch(
      router.delete('/refused/:firma/:pharmacyCode/:poolItemId', [PoolController, 'cancelBlock'])
    )
  })
  .prefix('/api')
