import router from '@adonisjs/core/services/router'
import { domain } from '#config/domain'
import { access, takesFiles } from '#core/route_access'

const VouchersController = () => import('#vouchers/controllers/vouchers_controller')
const B = '/:firma/:pharmacyCode'

router
  .group(() => {
    access.branch(router.get(`/poukazky-upload${B}/meta`, [VouchersController, 'meta']))
    takesFiles(
      access.branch(router.post(`/poukazky-upload${B}/poukazky`, [VouchersController, 'upload'])),
      {
        maxMb: domain.VOUCHER_MAX_FILE_MB + 1,
        tooLarge: ({ name }) => `Soubor ${name} je větší než ${domain.VOUCHER_MAX_FILE_MB} MB.`,
      }
    )
    access.branch(
      router.get(`/poukazky-upload${B}/upload/:id`, [VouchersController, 'uploadStatus'])
    )
    access.branch(router.get(`/poukazky-report${B}/report`, [VouchersController, 'report']))
  })
  .prefix('/api')
