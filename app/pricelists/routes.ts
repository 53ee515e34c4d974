import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const PriceListsController = () => import('#pricelists/controllers/price_lists_controller')
const ActionPricesController = () => import('#pricelists/controllers/action_prices_controller')
const UhradyChangesController = () => import('#pricelists/controllers/uhrady_changes_controller')

router
  .group(() => {
    access.admin(router.post('/leaflet-admin/upload', [PriceListsController, 'uploadLeaflet']))
    access.admin(router.get('/leaflet-admin/meta', [PriceListsController, 'leafletMeta']))
    access.admin(router.get('/leaflet-admin/list', [PriceListsController, 'leafletList']))
    access.admin(
      router.get('/leaflet-admin/upload/:id', [PriceListsController, 'leafletUploadStatus'])
    )
    access.admin(router.post('/uhrady-admin/upload', [PriceListsController, 'uploadUhrady']))
    access.admin(
      router.get('/uhrady-admin/upload/:id', [PriceListsController, 'uhradyUploadStatus'])
    )
    access.admin(router.get('/uhrady-admin/meta', [PriceListsController, 'uhradyMeta']))
    access.admin(router.get('/uhrady-admin/list', [PriceListsController, 'uhradyList']))

    access.branch(router.get('/reports/akcni/meta', [ActionPricesController, 'meta']))
    access.branch(router.get('/reports/akcni/pdf', [ActionPricesController, 'pdf']))
    access.branch(router.get('/zmeny-uhrady/list/:firma', [UhradyChangesController, 'list']))
    access.branch(
      router.get('/zmeny-uhrady/pdf/:versionId/:firma/:pharmacyCode', [
        UhradyChangesController,
        'pdf',
      ])
    )
  })
  .prefix('/api')
