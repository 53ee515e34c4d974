import { execFileSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import net from 'node:net'
import { runIn, type Host } from './network.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/*
| The fleet's balancer (HAProxy in front of the web hosts, as README "Provoz" configures it)
| and what every service start needs: waiting for a port, for a process's end. PostgreSQL
| and Redis, in a cluster each, are data_tier.ts.
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

/**
 * The balancer's documented config, deploy/haproxy.cfg, as written: its `{{placeholders}}`
 * filled in and its web-host lines repeated for each web host; TLS with a certificate made
 * for the run. `readyPath` replaces the readiness check (FLEET_READY_PATH, to compare).
 */
export function haproxyConfig(options: {
  /** Where the frontend listens instead of `{{bind}}:80` and `{{bind}}:443`. */
  bind: (port: 80 | 443) => string
  webs: { name: string; address: string }[]
  certificate: string
  readyPath?: string
}) {
  return readFileSync(join(ROOT, 'deploy', 'haproxy.cfg'), 'utf8')
    .split('\n')
    .flatMap((line) =>
      line.includes('{{web.name}}')
        ? options.webs.map((w) =>
            line.replaceAll('{{web.name}}', w.name).replace('{{web.ip}}:3333', w.address)
          )
        : [line]
    )
    .join('\n')
    .replaceAll('{{bind}}:80', options.bind(80))
    .replaceAll('{{bind}}:443', options.bind(443))
    .replaceAll('{{certificate}}', options.certificate)
    .replace('option httpchk GET /_ready', `option httpchk GET ${options.readyPath ?? '/_ready'}`)
}

/** A self-signed certificate for the balancer's address, key and certificate in one PEM file. */
export function balancerCertificate(frontend: Pick<Host, 'ip'>, dir: string) {
  mkdirSync(dir, { recursive: true })
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=lemon-fleet',
    ].concat(['-addext', `subjectAltName=IP:${frontend.ip}`, '-keyout', key, '-out', cert]),
    { stdio: 'pipe' }
  )
  const pem = join(dir, 'lemon.pem')
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'))
  return pem
}

export function startHaproxy(h: Host, dir: string, config: string) {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(file, config)
  execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: 'pipe' })
  return runIn(h, 'haproxy', ['-db', '-f', file], { log: join(dir, 'haproxy.log') })
}
