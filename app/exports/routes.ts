import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { access, takesFiles } from '#core/route_access'
import { answersList } from '#core/list_route'

const MAX_MB = env.get('UPLOAD_MAX_FILE_MB', 50)

const UploadController = () => import('#exports/controllers/upload_controller')
const SkippedRowsController = () => import('#exports/controllers/skipped_rows_controller')

router
  .group(() => {
    /* Four exports of up to UPLOAD_MAX_FILE_MB each; each file is checked on its own. */
    takesFiles(
      access.branch(router.post('/upload/:firma/:pharmacyCode', [UploadController, 'store'])),
      {
        maxMb: MAX_MB * 4 + 10,
        tooLarge: ({ field }) => `Soubor ${field} je větší než ${MAX_MB} MB.`,
      }
    )
    access.branch(router.get('/upload/:firma/:pharmacyCode/meta', [UploadController, 'meta']))
    access.branch(
      router.get('/upload/:firma/:pharmacyCode/skipped', [SkippedRowsController, 'download'])
    )
    /* "Historie nahrávání": every batch of the branch, a page at a time or as a workbook. */
    access.branch(
      router.get(
        '/upload/:firma/:pharmacyCode/history',
        answersList(() => import('#exports/queries/upload_history').then((m) => m.uploadHistory))
      )
    )
  })
  .prefix('/api')
