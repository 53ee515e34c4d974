import redis from '@adonisjs/redis/services/main'
import queueConfig from '#config/queue'
import { publishSignals } from '#notifications/services/signals'

/*
| Which event streams a user holds on any web process (issue #29: the cap of 5 a user is one
| cap over the fleet, not one per process). In Redis: a sorted set per user of stream ids by
| the time they opened, and a key per stream that lives while its heartbeat renews it, so
| the streams of a host that vanished drop out by themselves within a minute.
*/

const ALIVE_MS = 60_000
const REDIS_WAIT_MS = 1000

const setKey = (userId: number) => `${queueConfig.prefix}:streams:${userId}`
const aliveKey = (id: string) => `${queueConfig.prefix}:stream:${id}`

/** A Redis call that gives up quickly: a stream must open even with Redis away. */
async function bounded<T>(work: () => Promise<T>): Promise<T | null> {
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), REDIS_WAIT_MS).unref()
  )
  return Promise.race([work().catch(() => null), timeout])
}

/**
 * Records a new stream and answers the user's streams over the cap (the oldest), which are
 * ended wherever they are held; null when Redis does not answer.
 */
export async function registerStream(userId: number, id: string, cap: number) {
  return bounded(async () => {
    const key = setKey(userId)
    await redis
      .multi()
      .set(aliveKey(id), '1', 'PX', ALIVE_MS)
      .zadd(key, Date.now(), id)
      .pexpire(key, ALIVE_MS * 2)
      .exec()
    const ids = await redis.zrange(key, 0, -1)
    const alive = await redis.mget(ids.map(aliveKey))
    const gone = ids.filter((_, i) => alive[i] === null)
    const live = ids.filter((_, i) => alive[i] !== null)
    const excess = live.slice(0, Math.max(0, live.length - cap))
    if (gone.length + excess.length > 0) await redis.zrem(key, ...gone, ...excess)
    if (excess.length > 0) publishSignals([{ type: 'streams', userId, ids: excess }])
    return excess
  })
}

/** The stream's heartbeat: it is still held. */
export async function keepStream(userId: number, id: string) {
  await bounded(() =>
    redis
      .multi()
      .set(aliveKey(id), '1', 'PX', ALIVE_MS)
      .pexpire(setKey(userId), ALIVE_MS * 2)
      .exec()
  )
}

export async function forgetStream(userId: number, id: string) {
  await bounded(() => redis.multi().zrem(setKey(userId), id).del(aliveKey(id)).exec())
}
