import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { listLiveSessions } from '#auth/queries/list_sessions'
import { endOtherOwnSessions, endOwnSession } from '#auth/services/end_own_session'
import type User from '#users/models/user'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const NOT_FOUND = 'Přihlášení nenalezeno.'

/** The profile's list of the caller's active sign-ins (browser, IP, time); any can be ended. */
export default class SignInsController {
  async index({ auth }: HttpContext) {
    const guard = auth.use('jwt')
    return listLiveSessions((guard.getUserOrFail() as User).id, guard.sessionId ?? null)
  }

  /** Ends one sign-in of the caller; another user's session is 404 like a missing one. */
  async destroy({ auth, params, response }: HttpContext) {
    const user = auth.use('jwt').getUserOrFail() as User
    const id = String(params.id)
    if (!UUID.test(id)) throw DomainError.notFound(NOT_FOUND)
    const ended = await endOwnSession(user, id, 'ended_by_user')
    if (!ended) throw DomainError.notFound(NOT_FOUND)
    return response.noContent()
  }

  /** "Odhlásit všude jinde": every sign-in of the caller but this one. */
  async destroyOthers({ auth }: HttpContext) {
    const guard = auth.use('jwt')
    const user = guard.getUserOrFail() as User
    const ended = await endOtherOwnSessions(user, guard.sessionId)
    return { ended }
  }
}
