import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { access, takesFiles } from '#core/route_access'

const MAX_MB = env.get('UPLOAD_MAX_FILE_MB', 50)
const TOO_LARGE = {
  maxMb: MAX_MB + 1,
  tooLarge: ({ name }: { name: string }) => `Soubor ${name} je větší než ${MAX_MB} MB.`,
}

const PriceListsController = () => import('#pricelists/controllers/price_lists_controller')
const ActionPricesController = () => import('#pricelists/controllers/action_prices_controller')
const UhradyChangesController = () => import('#pricelists/controllers/uhrady_changes_controller')

router
  .group(() => {
    takesFiles(
      access.admin(router.post('/leaflet-admin/upload', [PriceListsController, 'uploadLeaflet'])),
      TOO_LARGE
    )
    access.admin(router.get('/leaflet-admin/meta', [PriceListsController, 'leafletMeta']))
    access.admin(router.get('/leaflet-admin/list', [PriceListsController, 'leafletList']))
    access.admin(
      router.get('/leaflet-admin/upload/:id', [PriceListsController, 'leafletUploadStatus'])
    )
    takesFiles(
      access.admin(router.post('/uhrady-admin/upload', [PriceListsController, 'uploadUhrady'])),
      TOO_LARGE
    )
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
