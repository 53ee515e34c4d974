/*
| Every environment variable the application reads is declared and validated here;
| nothing else reads process.env. An invalid or missing value stops the process with
| one line naming the variable.
*/
import { isIP } from 'node:net'
import { Env } from '@adonisjs/core/env'
import { devAppKey } from '#core/dev_app_key'

const APP_ROOT = new URL('../', import.meta.url)

function urlOf(protocols: string[]) {
  return (key: string, value?: string) => {
    if (!value) throw new Error(`Missing environment variable "${key}"`)
    let url: URL
    try {
      url = new URL(value)
    } catch {
      throw new Error(`Value for environment variable "${key}" must be a URL`)
    }
    if (!protocols.includes(url.protocol)) {
      throw new Error(
        `Value for environment variable "${key}" must start with ${protocols.map((p) => `${p}//`).join(' or ')}`
      )
    }
    return value
  }
}

/** Like urlOf, but the variable may be unset (the feature it configures is then off). */
function optionalUrlOf(protocols: string[]) {
  const check = urlOf(protocols)
  return (key: string, value?: string) => (value ? check(key, value) : undefined)
}

/** A cron pattern of five fields (`* * * * *`), optional. */
function cronPattern(key: string, value?: string) {
  if (!value) return undefined
  if (!/^\S+( \S+){4}$/.test(value.trim())) {
    throw new Error(`Value for environment variable "${key}" must be a cron pattern of 5 fields`)
  }
  return value.trim()
}

/* Domains (`lemon.cz, ordinace.example.cz`) a watchlist may be e-mailed to; unset = any. */
function domainList(key: string, value?: string) {
  if (!value?.trim()) return undefined
  for (const part of value.split(',').map((p) => p.trim())) {
    if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(part)) {
      throw new Error(`Value for environment variable "${key}": "${part}" is not a domain`)
    }
  }
  return value
}

/* Redis Sentinels (`10.0.0.1:26379,10.0.0.2:26379`): every entry a host and a port. */
function sentinelList(key: string, value?: string) {
  if (!value?.trim()) return undefined
  for (const part of value.split(',').map((p) => p.trim())) {
    if (!/^[A-Za-z0-9.-]+:\d{1,5}$/.test(part) && !/^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(part)) {
      throw new Error(`Value for environment variable "${key}": "${part}" is not host:port`)
    }
  }
  return value
}

/* The JWT signing key is derived from APP_KEY: in production it must be set and long enough. */
const MIN_APP_KEY_BYTES = 32
function appKey(key: string, value?: string) {
  if (!value) throw new Error(`chybí proměnná ${key} (alespoň ${MIN_APP_KEY_BYTES} bajtů)`)
  if (process.env.NODE_ENV === 'production' && Buffer.byteLength(value) < MIN_APP_KEY_BYTES) {
    throw new Error(`${key} musí mít v produkci alespoň ${MIN_APP_KEY_BYTES} bajtů`)
  }
  return value
}

/* Each entry must be an IP address or a CIDR range; a typo would silently trust nobody. */
function trustedProxies(key: string, value?: string) {
  if (!value?.trim()) return undefined
  for (const part of value.split(',').map((p) => p.trim())) {
    const [address, bits, extra] = part.split('/')
    const family = isIP(address)
    const max = family === 4 ? 32 : 128
    if (
      !family ||
      extra !== undefined ||
      !/^\d{1,3}$/.test(bits ?? '0') ||
      Number(bits ?? 0) > max
    ) {
      throw new Error(`Value for environment variable "${key}": "${part}" is not an IP or CIDR`)
    }
  }
  return value
}

const nodeEnv = process.env.NODE_ENV ?? 'development'
process.env.NODE_ENV = nodeEnv
/*
| Production names its database, Redis and key (issue #29): a default would silently point a
| host at 127.0.0.1, or give each host a key of its own so that tokens signed by one are
| refused by the others. The embedded services and tmp/app_key are for one machine only.
*/
if (nodeEnv === 'production') {
  /* With Sentinels (issue #34) Redis is found through them; REDIS_URL then only adds auth. */
  if (process.env.REDIS_SENTINELS) process.env.REDIS_URL ??= 'redis://127.0.0.1:6379'
  const missing = ['DATABASE_URL', 'REDIS_URL', 'APP_KEY'].filter((key) => !process.env[key])
  /* A missing key alone gets the key's own line below, which says how long it must be. */
  if (missing.length > 0 && !(missing.length === 1 && missing[0] === 'APP_KEY')) {
    console.error(`Chybná konfigurace prostředí: v produkci chybí ${missing.join(', ')}`)
    process.exit(1)
  }
} else {
  process.env.APP_KEY ??= devAppKey(new URL('tmp/', APP_ROOT))
  process.env.DATABASE_URL ??=
    nodeEnv === 'test'
      ? 'postgres://postgres@127.0.0.1:5432/lemon_test'
      : 'postgres://postgres@127.0.0.1:5432/lemon'
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379'
}

async function createEnv() {
  try {
    return await Env.create(APP_ROOT, {
      NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
      PORT: Env.schema.number.optional(),
      HOST: Env.schema.string.optional({ format: 'host' }),
      LOG_LEVEL: Env.schema.enum.optional([
        'fatal',
        'error',
        'warn',
        'info',
        'debug',
        'trace',
        'silent',
      ] as const),
      /* `json`: one JSON object per line on stdout (default in production); `pretty`: readable. */
      LOG_FORMAT: Env.schema.enum.optional(['json', 'pretty'] as const),
      APP_KEY: appKey,
      APP_URL: Env.schema.string.optional(),
      DATABASE_URL: urlOf(['postgres:', 'postgresql:']),
      REDIS_URL: urlOf(['redis:', 'rediss:']),
      /* Redis behind Sentinel (issue #34): the sentinels and the name of the master they watch. */
      REDIS_SENTINELS: sentinelList,
      REDIS_SENTINEL_NAME: Env.schema.string.optional(),
      IMPORT_DIR: Env.schema.string.optional(),
      /* Connections of this process's database pool; the fleet's sum stays under max_connections. */
      DB_POOL_MAX: Env.schema.number.optional(),
      /* Largest accepted export file, in megabytes. */
      UPLOAD_MAX_FILE_MB: Env.schema.number.optional(),
      /* Lets tests and a second instance keep their BullMQ queues apart. */
      QUEUE_PREFIX: Env.schema.string.optional(),
      /* How long a worker's job lock lasts before a dead worker's job is retried elsewhere. */
      QUEUE_LOCK_MS: Env.schema.number.optional(),
      PDF_WAIT_MS: Env.schema.number.optional(),
      /* Lets the test suite and a second instance keep their rate-limit keys apart. */
      LIMITER_PREFIX: Env.schema.string.optional(),
      /* Origins allowed to call the API cross-origin, comma-separated; unset = none. */
      CORS_ORIGINS: Env.schema.string.optional(),
      /* The export inbox (issue #17): a folder per branch, `<firma>/<pharmacyCode>/`. */
      EXPORT_INBOX: Env.schema.string.optional(),
      /* When the maintenance worker scans it (Prague time); every minute by default. */
      EXPORT_INBOX_CRON: cronPattern,
      /* `smtp://user:password@host:587` or `smtps://…:465`; unset = no e-mail is sent. */
      SMTP_URL: optionalUrlOf(['smtp:', 'smtps:']),
      /* The sender of every e-mail, e.g. `LEMON <noreply@lemon.cz>`. */
      MAIL_FROM: Env.schema.string.optional(),
      /* The only domains (and their subdomains) a watchlist may be e-mailed to; unset = any. */
      MAIL_ALLOWED_DOMAINS: domainList,
      /* `required`: an administrator without two-factor sign-in must enrol before anything else. */
      ADMIN_2FA: Env.schema.enum.optional(['optional', 'required'] as const),
      /* Load balancers whose X-Forwarded-For is believed, as a comma-separated CIDR list. */
      TRUSTED_PROXIES: trustedProxies,
      /* SIGTERM: how long a web process serves on while not ready, then how long its
         requests in flight may take (issue #29, #core/lifecycle). */
      SHUTDOWN_GRACE_MS: Env.schema.number.optional(),
      SHUTDOWN_TIMEOUT_MS: Env.schema.number.optional(),
      SHUTDOWN_JOB_TIMEOUT_MS: Env.schema.number.optional(),
      /* Who may read /metrics (CIDR list; default this machine), and a worker's own port for it. */
      METRICS_ALLOW: trustedProxies,
      METRICS_PORT: Env.schema.number.optional(),
      /* Who sees X-Served-By: signed-in admins (default), or everyone behind a staff-only balancer. */
      SERVED_BY_HEADER: Env.schema.enum.optional(['admins', 'all'] as const),
    })
  } catch (error) {
    const help = (error as { help?: string }).help
    const first = help?.split('\n')[0]?.replace(/^- /, '') ?? (error as Error).message
    console.error(`Chybná konfigurace prostředí: ${first}`)
    process.exit(1)
  }
}

export default await createEnv()
