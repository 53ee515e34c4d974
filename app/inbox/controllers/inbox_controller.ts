import type { HttpContext } from '@adonisjs/core/http'
import { inboxOverview } from '#inbox/queries/inbox_overview'
import { requestRetry } from '#inbox/services/request_retry'
import { inboxMessages, retryFileValidator } from '#inbox/validators/inbox_validators'

export default class InboxController {
  async index() {
    return inboxOverview()
  }

  async retry({ request }: HttpContext) {
    const { folder, file } = await request.validateUsing(retryFileValidator, {
      messagesProvider: inboxMessages,
    })
    return requestRetry(folder, file)
  }
}
