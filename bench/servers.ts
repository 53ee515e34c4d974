/*
| What every bench gives the servers, workers and CLI runs it starts: the flags that run the
| sources, an environment of the bench's own (port, database, queue and limiter names, so a
| bench never reaches the developer's data or another bench's jobs), and the production
| build that the measured runs use.
*/
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { buildWeb } from '../bin/server_process.js'

const ROOT = new URL('../', import.meta.url).pathname

/** Node's flags for running the TypeScript sources without a build. */
export const TS_NODE = ['--import=ts-node-maintained/register/esm', '--no-warnings']

export const databaseUrl = (database: string) => `postgres://postgres@127.0.0.1:5432/${database}`

type BenchEnvOptions = {
  port: number
  databaseUrl: string
  /** The queue prefix; the rate limiter's keys get the same with `_rl`. */
  queues: string
  logLevel?: string
}

/** The environment of a bench's server, workers and CLI runs, in development mode. */
export function benchEnv({ port, databaseUrl: url, queues, logLevel = 'warn' }: BenchEnvOptions) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: logLevel,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    /* Production names its Redis or stops (start/env.ts); development defaults to this one. */
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queues,
    LIMITER_PREFIX: `${queues}_rl`,
  }
}

/**
 * `env` in production mode, which must be given its key. Servers given one `key` accept each
 * other's tokens; by default each call makes a new one.
 */
export function inProduction<T extends NodeJS.ProcessEnv>(
  env: T,
  key = randomBytes(32).toString('hex')
) {
  return { ...env, NODE_ENV: 'production', APP_KEY: key }
}

/** The server's production build in `build/`, without the SPA (an API bench needs none). */
export function buildServer(env: NodeJS.ProcessEnv) {
  execFileSync('node', ['ace.js', 'build'], { cwd: ROOT, env, stdio: 'ignore' })
}

/** The SPA's production build in `public/`, swapped in whole (bin/server_process.js). */
export function buildSpa() {
  buildWeb(ROOT)
}

/** The built server and SPA, as production runs them: `build/` with the SPA in its public/. */
export function buildForProduction(env: NodeJS.ProcessEnv) {
  buildServer(env)
  buildSpa()
  execFileSync('cp', ['-r', join(ROOT, 'public'), join(ROOT, 'build')])
}

type StartOptions = {
  /** The sources through the TypeScript loader (as the set-up test runs it) instead of `build/`. */
  fromSources?: boolean
  /** Node's own flags before the script, e.g. `--cpu-prof`. */
  nodeFlags?: string[]
}

/** The web server, from `build/` or the sources; its errors go to the bench's stderr. */
export function startServer(
  env: NodeJS.ProcessEnv,
  { fromSources = false, nodeFlags = [] }: StartOptions = {}
) {
  const script = fromSources ? [...TS_NODE, 'bin/server.ts'] : ['build/bin/server.js']
  return spawn('node', [...nodeFlags, ...script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
