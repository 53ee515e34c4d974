import { execFileSync, type ChildProcess } from 'node:child_process'
import { chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { killAllIn, plugIn, runIn, SUBNET, unplug, type Host } from './network.js'
import { exited, waitForPort } from './services.js'

/*
| The fleet's data tier without a single point (issue #34): PostgreSQL on two hosts under
| Patroni, with a three-member etcd across them and a witness host; HAProxy routing to
| Patroni's leader beside every app host; Redis as a master and a replica, watched by three
| Sentinels. The configuration is the production one in deploy/, rendered with each host's
| names and addresses: what runs here is what README documents.
*/

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PATRONI_PORT = 8008

export type DataTier = {
  /** The PostgreSQL hosts (etcd, Patroni and PostgreSQL on each). */
  pgs: Host[]
  /** The witness: an etcd member and a Sentinel, no data. */
  witness: Host
  /** The Redis hosts; the first starts as the master. */
  redises: Host[]
  dir: string
  /** Every data-tier process by `<host>/<name>`. */
  processes: Map<string, ChildProcess>
}

export const sentinelHosts = (tier: DataTier) => [...tier.redises, tier.witness]
export const sentinelList = (tier: DataTier) =>
  sentinelHosts(tier)
    .map((h) => `${h.ip}:26379`)
    .join(',')
const etcdHosts = (tier: DataTier) => [...tier.pgs, tier.witness]
const hostDir = (tier: DataTier, h: Host) => join(tier.dir, h.name)

/**
 * A file of deploy/ with its `{{placeholders}}` filled in (comments kept as they are); a line
 * naming `{{pg.…}}` is repeated for each of `pgs`.
 */
export function render(file: string, values: Record<string, string>, pgs: Host[] = []) {
  const fill = (line: string, more: Record<string, string>) =>
    line.replace(/\{\{([\w.]+)\}\}/g, (_, key: string) => {
      const value = more[key] ?? values[key]
      if (value === undefined) throw new Error(`deploy/${file}: no value for {{${key}}}`)
      return value
    })
  return readFileSync(join(ROOT, 'deploy', file), 'utf8')
    .split('\n')
    .flatMap((line) =>
      line.trimStart().startsWith('#')
        ? [line]
        : line.includes('{{pg.')
          ? pgs.map((pg) => fill(line, { 'pg.name': pg.name, 'pg.ip': pg.ip }))
          : [fill(line, {})]
    )
    .join('\n')
}

function own(path: string, user: string) {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim())
  chownSync(path, id('-u'), id('-g'))
}

function keep(tier: DataTier, h: Host, name: string, child: ChildProcess) {
  tier.processes.set(`${h.name}/${name}`, child)
  return child
}

/** etcd from deploy/etcd.env: the file is the member's environment, as systemd would give it. */
export function startEtcd(tier: DataTier, h: Host) {
  const dir = hostDir(tier, h)
  mkdirSync(dir, { recursive: true })
  const env = Object.fromEntries(
    render('etcd.env', {
      name: h.name,
      ip: h.ip,
      data_dir: join(dir, 'etcd'),
      initial_cluster: etcdHosts(tier)
        .map((m) => `${m.name}=http://${m.ip}:2380`)
        .join(','),
    })
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
  )
  /* A member that comes back after a power loss joins the cluster it already belongs to. */
  return keep(tier, h, 'etcd', runIn(h, 'etcd', [], { env, log: join(dir, 'etcd.log') }))
}

/**
 * Patroni (and through it PostgreSQL) from deploy/patroni.yml. The one test-only change:
 * `fsync=off`. Every kill here is of processes, never of the kernel, so what a process wrote
 * is in the page cache and survives it as it would survive on disk; synchronous replication
 * (synchronous_commit=on, a standby's confirmation before every commit's answer) stays real.
 */
export function startPatroni(tier: DataTier, h: Host) {
  const dir = hostDir(tier, h)
  mkdirSync(dir, { recursive: true })
  own(dir, 'postgres')
  const config = render('patroni.yml', {
    name: h.name,
    ip: h.ip,
    etcd_hosts: etcdHosts(tier)
      .map((m) => `${m.ip}:2379`)
      .join(','),
    data_dir: join(dir, 'data'),
    socket_dir: dir,
    subnet: `${SUBNET}.0/24`,
  }).replace(/^(\s+)(unix_socket_directories:.*)$/m, `$1$2\n$1fsync: 'off'`)
  const file = join(dir, 'patroni.yml')
  writeFileSync(file, config)
  return keep(
    tier,
    h,
    'patroni',
    runIn(h, 'runuser', ['-u', 'postgres', '--', 'patroni', file], {
      env: { HOME: dir, LANG: 'C.UTF-8' },
      log: join(dir, 'patroni.log'),
    })
  )
}

/** HAProxy from deploy/haproxy-postgres.cfg on `h`, listening on `bind`:5432. */
export function startPgRouter(tier: DataTier, h: Host, dir: string, bind: string) {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'haproxy-postgres.cfg')
  writeFileSync(file, render('haproxy-postgres.cfg', { bind }, tier.pgs))
  execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: 'pipe' })
  return runIn(h, 'haproxy', ['-db', '-f', file], { log: join(dir, 'haproxy-postgres.log') })
}

/**
 * A Redis node as README "Provoz" asks (append-only file, noeviction), from a config file of
 * its own: Sentinel rewrites it (`replicaof`) when it changes the node's role.
 */
export function startRedisNode(tier: DataTier, h: Host, replicaOf?: string) {
  const dir = hostDir(tier, h)
  mkdirSync(join(dir, 'redis'), { recursive: true })
  const file = join(dir, 'redis.conf')
  writeFileSync(
    file,
    [
      `bind ${h.ip}`,
      'port 6379',
      'protected-mode no',
      `dir ${join(dir, 'redis')}`,
      'appendonly yes',
      'appendfsync always',
      'save ""',
      'maxmemory-policy noeviction',
      ...(replicaOf ? [`replicaof ${replicaOf} 6379`] : []),
      '',
    ].join('\n')
  )
  return keep(tier, h, 'redis', runIn(h, 'redis-server', [file], { log: join(dir, 'redis.log') }))
}

/**
 * A Redis node started again: the master still if the Sentinels name it so (or name none),
 * else a replica of the one they name, as Sentinel would reconfigure it anyway.
 */
export async function restartRedisNode(tier: DataTier, h: Host) {
  const master = await redisMaster(tier)
  return startRedisNode(tier, h, master && master !== h ? master.ip : undefined)
}

/** A Sentinel from deploy/redis-sentinel.conf, its file in the host's own directory. */
export function startSentinel(tier: DataTier, h: Host, masterIp: string) {
  const dir = hostDir(tier, h)
  mkdirSync(join(dir, 'sentinel'), { recursive: true })
  const file = join(dir, 'sentinel.conf')
  writeFileSync(
    file,
    render('redis-sentinel.conf', { ip: h.ip, dir: join(dir, 'sentinel'), master_ip: masterIp })
  )
  return keep(
    tier,
    h,
    'sentinel',
    runIn(h, 'redis-sentinel', [file], { log: join(dir, 'sentinel.log') })
  )
}

/** GET on a Patroni REST endpoint of `h` (`/primary`, `/replica`, `/sync`, `/cluster`, …). */
export async function patroni(h: Host, path: string, timeoutMs = 1000) {
  const res = await fetch(`http://${h.ip}:${PATRONI_PORT}${path}`, {
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await res.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: res.status, body }
}

/** The PostgreSQL host whose Patroni answers 200 on /primary, of `among`. */
export async function primaryOf(tier: DataTier, among = tier.pgs) {
  const answers = await Promise.all(
    among.map((h) =>
      patroni(h, '/primary').then(
        (r) => r.status === 200 && h,
        () => false
      )
    )
  )
  return answers.find((a): a is Host => a !== false)
}

export async function isSyncStandby(h: Host) {
  return patroni(h, '/sync').then(
    (r) => r.status === 200,
    () => false
  )
}

/** A connection for one question to a Redis or a Sentinel: no retries, errors are answers. */
function oneShotRedis(host: string, port: number) {
  const client = new Redis({
    host,
    port,
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  client.on('error', () => {})
  return client
}

/** The Redis master the Sentinels name now (the first that answers). */
export async function redisMaster(tier: DataTier) {
  for (const s of sentinelHosts(tier)) {
    const client = oneShotRedis(s.ip, 26379)
    try {
      await client.connect()
      const addr = (await client.call('SENTINEL', 'get-master-addr-by-name', 'lemon')) as
        string[] | null
      if (addr) return tier.redises.find((r) => r.ip === addr[0])
    } catch {
    } finally {
      client.disconnect()
    }
  }
  return undefined
}

/** INFO replication of a Redis node: its role and, on a master, how many replicas are in sync. */
export async function redisRole(h: Host) {
  const client = oneShotRedis(h.ip, 6379)
  try {
    await client.connect()
    const info = await client.info('replication')
    const field = (name: string) => info.match(new RegExp(`^${name}:(.*)$`, 'm'))?.[1]?.trim()
    return {
      role: field('role'),
      replicas: Number(field('connected_slaves') ?? 0),
      link: field('master_link_status'),
    }
  } finally {
    client.disconnect()
  }
}

async function until(what: string, timeoutMs: number, check: () => Promise<unknown>) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
}

/**
 * The whole data tier, healthy: etcd quorum, a Patroni leader with a synchronous standby,
 * a Redis master with its replica in sync, three Sentinels that see both and each other.
 */
export async function startDataTier(tier: DataTier) {
  for (const h of etcdHosts(tier)) startEtcd(tier, h)
  await Promise.all(etcdHosts(tier).map((h) => waitForPort(h.ip, 2379)))
  for (const h of tier.pgs) startPatroni(tier, h)
  const [master, ...replicas] = tier.redises
  startRedisNode(tier, master)
  for (const r of replicas) startRedisNode(tier, r, master.ip)
  for (const s of sentinelHosts(tier)) startSentinel(tier, s, master.ip)
  await until('a Patroni leader', 120_000, () => primaryOf(tier))
  await until('a synchronous standby', 120_000, async () => {
    const flags = await Promise.all(tier.pgs.map(isSyncStandby))
    return flags.some(Boolean)
  })
  await until('the Redis replicas in sync', 30_000, async () => {
    const roles = await Promise.all(tier.redises.map(redisRole))
    return roles[0].role === 'master' && roles.slice(1).every((r) => r.link === 'up')
  })
  await until('the Sentinels naming the master', 30_000, async () =>
    (await redisMaster(tier))?.ip === master.ip ? true : false
  )
}

/** The data host loses power: its network goes first (no peer hears a socket close), then every process. */
export function powerLossOf(tier: DataTier, h: Host) {
  unplug(h)
  killAllIn(h.ns)
  for (const key of [...tier.processes.keys()])
    if (key.startsWith(`${h.name}/`)) tier.processes.delete(key)
}

/**
 * Power back on a data host: its cable, then what it runs, as its units would start it
 * (etcd and Patroni on a PostgreSQL host, which rejoins as a standby, pg_rewind if need be;
 * on a Redis host the node as a replica of the current master, and its Sentinel).
 */
export async function powerOn(tier: DataTier, h: Host) {
  plugIn(h)
  if (etcdHosts(tier).includes(h)) startEtcd(tier, h)
  if (tier.pgs.includes(h)) startPatroni(tier, h)
  if (tier.redises.includes(h)) await restartRedisNode(tier, h)
  if (sentinelHosts(tier).includes(h)) {
    /* Its own rewritten file already names the current master (and the other sentinels). */
    const dir = hostDir(tier, h)
    keep(
      tier,
      h,
      'sentinel',
      runIn(h, 'redis-sentinel', [join(dir, 'sentinel.conf')], {
        log: join(dir, 'sentinel.log'),
      })
    )
  }
}

/** Waits until `h` is Patroni's synchronous standby again (after powerOn). */
export function untilSyncStandby(h: Host, timeoutMs = 120_000) {
  return until(`${h.name} a synchronous standby`, timeoutMs, () => isSyncStandby(h))
}

/** SIGTERM to one data-tier process, waiting for its end. */
export async function stopProcess(tier: DataTier, h: Host, name: string) {
  const child = tier.processes.get(`${h.name}/${name}`)
  if (!child) return
  child.kill('SIGTERM')
  await exited(child)
  tier.processes.delete(`${h.name}/${name}`)
}
