import { randomUUID } from 'node:crypto'
import redis from '@adonisjs/redis/services/main'
import queueConfig from '#config/queue'

/* Deletes or extends the key only while it still holds our token (another holder may have it). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`

/**
 * Runs `work` while this process holds the named lock in Redis, shared by every machine of
 * the installation (keys under QUEUE_PREFIX). The lock lapses after `ttlMs` unless renewed,
 * so a holder that dies frees it; while `work` runs it is renewed at a third of that.
 * Answers `{ locked: false }` at once when someone else holds it.
 */
export async function withRedisLock<T>(
  name: string,
  ttlMs: number,
  work: () => Promise<T>
): Promise<{ locked: true; value: T } | { locked: false }> {
  const key = `${queueConfig.prefix}:lock:${name}`
  const token = randomUUID()
  const taken = await redis.set(key, token, 'PX', ttlMs, 'NX')
  if (taken !== 'OK') return { locked: false }
  const renew = setInterval(
    () => {
      redis.eval(EXTEND, 1, key, token, String(ttlMs)).catch(() => {})
    },
    Math.max(1000, Math.floor(ttlMs / 3))
  )
  try {
    return { locked: true, value: await work() }
  } finally {
    clearInterval(renew)
    await redis.eval(RELEASE, 1, key, token).catch(() => {})
  }
}

/**
 * A lease one process of the fleet holds while it keeps asking for it (the fleet-wide metrics'
 * reporter, issue #34): answers whether `holder` holds `name` now, taking it when free and
 * extending it when already its own. A holder that stops asking loses it after `ttlMs`.
 */
export async function holdLease(name: string, holder: string, ttlMs: number) {
  const key = `${queueConfig.prefix}:lease:${name}`
  if ((await redis.set(key, holder, 'PX', ttlMs, 'NX')) === 'OK') return true
  return Number(await redis.eval(EXTEND, 1, key, holder, String(ttlMs))) === 1
}
