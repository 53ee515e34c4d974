import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const UploadController = () => import('#exports/controllers/upload_controller')
const SkippedRowsController = () => import('#exports/controllers/skipped_rows_controller')

router
  .group(() => {
    access.branch(router.post('/upload/:firma/:pharmacyCode', [UploadController, 'store']))
    access.branch(router.get('/upload/:firma/:pharmacyCode/meta', [UploadController, 'meta']))
    access.branch(
      router.get('/upload/:firma/:pharmacyCode/skipped', [SkippedRowsController, 'download'])
    )
  })
  .prefix('/api')
