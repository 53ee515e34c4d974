import db from '@adonisjs/lucid/services/db'
import { TOKEN_TTL_HOURS } from '#core/auth/jwt'
import type { SessionMeta, StartedSession } from '#core/auth/jwt_guard'
import { recordAudit } from '#core/audit/record_audit'

export type SignedInUser = {
  id: number
  email: string
  firma?: string | null
  pharmacyCode?: string | null
}

/** A new sign-in of the user; its id. */
export async function startSession(user: SignedInUser, meta: SessionMeta): Promise<string> {
  const session = await openSession(user, meta)
  return session.id
}

/**
 * A new sign-in of the user: its session lives as long as its token, unless ended first;
 * its start and expiry are PostgreSQL's, and the token is signed with them (issue #34).
 * The audit trail's "sign-in" row commits with it.
 */
export async function openSession(user: SignedInUser, meta: SessionMeta): Promise<StartedSession> {
  return db.transaction(async (trx) => {
    const [row] = await trx
      .table('user_sessions')
      .insert({
        user_id: user.id,
        /* On PostgreSQL's clock, as the guard compares it (issue #29: one clock). */
        expires_at: trx.knexRawQuery('now() + make_interval(hours => ?)', [TOKEN_TTL_HOURS]),
        ip: meta.ip,
        user_agent: meta.userAgent,
      })
      .returning(['id', 'created_at', 'expires_at'])
    const sessionId = String(row.id)
    await recordAudit(
      {
        action: 'auth.login',
        entity: 'user',
        entityId: user.id,
        branch: { firma: user.firma ?? null, pharmacyCode: user.pharmacyCode ?? null },
        actor: { kind: 'user', id: user.id, email: user.email },
        after: { method: meta.method ?? 'password', session: sessionId },
      },
      trx
    )
    return {
      id: sessionId,
      startedAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
    }
  })
}
