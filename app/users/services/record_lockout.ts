import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import { recordAudit } from '#core/audit/record_audit'

/* A locked-out attacker keeps knocking; the trail needs the lockout, not every knock. */
const ONCE_PER_SECONDS = 15 * 60

/**
 * Records that a rate limit locked a key out (an e-mail's failed sign-ins, a user's failed
 * codes, an IP's requests), once per key per window.
 */
export async function recordLockout(scope: 'email' | 'ip' | 'two_factor', key: string) {
  const marker = `${env.get('LIMITER_PREFIX', 'rlflx')}:lockout_audited:${scope}:${key}`
  const first = await redis.set(marker, '1', 'EX', ONCE_PER_SECONDS, 'NX')
  if (first !== 'OK') return
  await recordAudit({
    action: 'auth.lockout',
    entity: scope === 'ip' ? null : 'user',
    actor: { kind: 'anonymous', email: scope === 'ip' ? null : key },
    after: { scope, key },
  })
}
