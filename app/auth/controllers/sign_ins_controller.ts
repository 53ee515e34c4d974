import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { listLiveSessions } from '#auth/queries/list_sessions'
import { endOwnSession } from '#auth/services/end_own_session'
import { endUserSessions } from '#users/services/end_sessions'
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
    const ended = await db.transaction(async (trx) => {
      const count = await endUserSessions(user.id, 'ended_by_user', {
        except: guard.sessionId,
        client: trx,
      })
      await recordAudit(
        { action: 'auth.sessions_end_all', entity: 'user', entityId: user.id, after: { count } },
        trx
      )
      return count
    })
    return { ended }
  }
}
