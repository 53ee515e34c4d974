import type { HttpContext } from '@adonisjs/core/http'
import { inboxOverview } from '#inbox/queries/inbox_overview'
import { retryFailedFile } from '#inbox/services/retry_failed_file'
import { inboxMessages, retryFileValidator } from '#inbox/validators/inbox_validators'

export default class InboxController {
  async index() {
    return inboxOverview()
  }

  async retry({ request }: HttpContext) {
    const { folder, file } = await request.validateUsing(retryFileValidator, {
      messagesProvider: inboxMessages,
    })
    return retryFailedFile(folder, file)
  }
}
