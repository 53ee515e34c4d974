import { execFileSync, type ChildProcess } from 'node:child_process'
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs'
import { join } from 'node:path'
import net from 'node:net'
import { runIn, type Host } from './network.js'

/*
| The shared services of the fleet, each in a namespace of its own: PostgreSQL (Debian's
| server binaries, a cluster of its own under the fleet's directory), Redis with an
| append-only file (as README "Provoz" asks for), and HAProxy in front of the web hosts.
*/

export function waitForPort(address: string, port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ host: address, port, timeout: 1000 })
      socket.once('connect', () => {
        socket.destroy()
        resolve()
      })
      const retry = () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`${address}:${port} does not answer`))
        else setTimeout(attempt, 200)
      }
      socket.once('timeout', retry)
      socket.once('error', retry)
    }
    attempt()
  })
}

export function exited(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => child.once('exit', () => resolve()))
}

function postgresBin() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = `/usr/lib/postgresql/${version}/bin`
    if (existsSync(`${bin}/postgres`)) return bin
  }
  throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql')
}

export function startPostgres(h: Host, dir: string, maxConnections: number) {
  const bin = postgresBin()
  mkdirSync(dir, { recursive: true })
  chownSync(dir, uid('postgres'), gid('postgres'))
  execFileSync(
    'runuser',
    ['-u', 'postgres', '--', `${bin}/initdb`, '-D', dir, '-A', 'trust', '-U', 'postgres'],
    {
      stdio: 'pipe',
    }
  )
  appendFileSync(
    join(dir, 'pg_hba.conf'),
    `host all all ${h.ip.replace(/\.\d+$/, '.0')}/24 trust\n`
  )
  const child = runIn(
    h,
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      `${bin}/postgres`,
      '-D',
      dir,
      '-c',
      `listen_addresses=${h.ip}`,
      '-c',
      'port=5432',
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      `max_connections=${maxConnections}`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
    ],
    { log: join(dir, '..', 'postgres.log') }
  )
  return child
}

export function startRedis(h: Host, dir: string) {
  mkdirSync(dir, { recursive: true })
  return runIn(
    h,
    'redis-server',
    [
      '--bind',
      h.ip,
      '--port',
      '6379',
      '--protected-mode',
      'no',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ],
    { log: join(dir, '..', 'redis.log') }
  )
}

/** HAProxy as README "Provoz" configures it: readiness checks, retries, long SSE responses. */
export function haproxyConfig(frontend: Host, webs: Host[], port: number, readyPath: string) {
  return [
    'global',
    '  maxconn 4000',
    '  log stdout format raw local0',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure empty-response response-timeout',
    'frontend lemon',
    `  bind ${frontend.ip}:80`,
    '  default_backend web',
    'backend web',
    '  balance roundrobin',
    `  option httpchk GET ${readyPath}`,
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    ...webs.map((w) => `  server ${w.name} ${w.ip}:${port} check`),
    '',
  ].join('\n')
}

export function startHaproxy(h: Host, dir: string, config: string) {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(file, config)
  execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: 'pipe' })
  return runIn(h, 'haproxy', ['-db', '-f', file], { log: join(dir, 'haproxy.log') })
}

function uid(name: string) {
  return Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim())
}

function gid(name: string) {
  return Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim())
}
