import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { acceptUpload } from '#exports/services/accept_upload'
import { incomingUpload } from '#core/incoming_file'
import { uploadMeta } from '#exports/queries/upload_meta'
import { requireBranch } from '#core/require_branch'

const MAX_MB = env.get('UPLOAD_MAX_FILE_MB', 50)

export default class UploadController {
  async store({ request, response, auth, branch }: HttpContext) {
    const file = (name: string) => incomingUpload(request.file(name, { size: `${MAX_MB}mb` }))
    const files = {
      sklad: file('sklad'),
      pohyby: file('pohyby'),
      karty: file('karty'),
      odpisy: file('odpisy'),
    }
    const batch = await acceptUpload(auth.getUserOrFail().id, requireBranch(branch), files, MAX_MB)
    return response.accepted({
      message: 'Export byl přijat ke zpracování.',
      batchId: String(batch.id),
      status: batch.status,
    })
  }

  async meta({ branch }: HttpContext) {
    return uploadMeta(requireBranch(branch))
  }
}
