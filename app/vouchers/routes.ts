import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const VouchersController = () => import('#vouchers/controllers/vouchers_controller')
const B = '/:firma/:pharmacyCode'

router
  .group(() => {
    access.branch(router.get(`/poukazky-upload${B}/meta`, [VouchersController, 'meta']))
    access.branch(router.post(`/poukazky-upload${B}/poukazky`, [VouchersController, 'upload']))
    access.branch(
      router.get(`/poukazky-upload${B}/upload/:id`, [VouchersController, 'uploadStatus'])
    )
    access.branch(router.get(`/poukazky-report${B}/report`, [VouchersController, 'report']))
  })
  .prefix('/api')
