import type { HttpContext } from '@adonisjs/core/http'
import { mailLog } from '#mail/queries/mail_log'
import { mailPreferences, setMailPreferences } from '#mail/services/mail_preferences'
import { mailPreferencesMessages, mailPreferencesValidator } from '#mail/validators/mail_validators'

export default class MailController {
  async preferences({ auth }: HttpContext) {
    return mailPreferences(auth.getUserOrFail())
  }

  async updatePreferences({ auth, request }: HttpContext) {
    const input = await request.validateUsing(mailPreferencesValidator, {
      messagesProvider: mailPreferencesMessages,
    })
    return setMailPreferences(auth.getUserOrFail(), input)
  }

  async log() {
    return mailLog()
  }
}
