import { randomUUID } from 'node:crypto'
import redis from '@adonisjs/redis/services/main'
import downloads from '#config/downloads'
import queueConfig from '#config/queue'
import { type CzechForms, czCount } from '#core/czech_plural'
import { DomainError } from '#core/domain_error'

/*
| How many downloads a user has running, shared by every web process: a sorted set per
| user in Redis whose members are the running downloads, scored with their expiry on
| Redis's own clock. A download renews its member while it runs; one whose process died
| lapses by itself, and the key expires with its last member.
*/
const TAKE = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`

const RENEW = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[2]), ARGV[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`

const EXPORTS: CzechForms = ['export', 'exporty', 'exportů']

export const tooManyDownloads = () =>
  `Najednou můžete stahovat nejvýše ${czCount(downloads.perUser, EXPORTS)}. ` +
  'Počkejte, až některé stahování skončí, a zkuste to znovu.'

export type ExportSlot = { release(): Promise<void> }

/* Without Redis no slot can be counted: the download is refused at once, not hung. */
const REDIS_WAIT_MS = 3000
const REDIS_DOWN = 'Stahování teď nejde spustit, zkuste to prosím za chvíli.'

async function counted<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), REDIS_WAIT_MS)
  })
  try {
    return await Promise.race([call, late])
  } catch {
    throw new DomainError('DOWNLOADS_UNAVAILABLE', 503, REDIS_DOWN)
  } finally {
    clearTimeout(timer)
  }
}

/** Takes one of the user's download slots, or answers 429 when all are in use. */
export async function takeExportSlot(userId: number): Promise<ExportSlot> {
  const key = `${queueConfig.prefix}:exports:${userId}`
  const token = randomUUID()
  const ttl = String(downloads.slotMs)
  const taken = await counted(redis.eval(TAKE, 1, key, token, String(downloads.perUser), ttl))
  if (Number(taken) !== 1) throw new DomainError('TOO_MANY_DOWNLOADS', 429, tooManyDownloads())
  const renew = setInterval(
    () => {
      redis.eval(RENEW, 1, key, token, ttl).catch(() => {})
    },
    Math.max(1000, Math.floor(downloads.slotMs / 3))
  )
  renew.unref()
  let released = false
  return {
    async release() {
      if (released) return
      released = true
      clearInterval(renew)
      await redis.zrem(key, token).catch(() => {})
    },
  }
}
