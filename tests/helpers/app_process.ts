import { spawn, type ChildProcess } from 'node:child_process'

/*
| Runs the web server (bin/server.ts) or a worker (workers/main.ts) from source as a
| child process, the way production runs the build: own environment, JSON logs on
| stdout. Tests read those lines, or point the process at a dead dependency.
*/

export type LogLine = Record<string, unknown> & { level: number; msg?: string }

export type AppProcess = {
  child: ChildProcess
  baseUrl: string
  /** Every stdout line so far, each parsed as JSON (a line that is not JSON fails the test). */
  lines(): LogLine[]
  /** Raw stdout lines. */
  rawLines(): string[]
  /** Resolves once a line matching `match` was written (or fails after `timeoutMs`). */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>
  stop(): Promise<void>
}

/** A port per extra process, away from the suite's own TEST_PORT. */
export function sparePort(offset: number) {
  return Number(process.env.PORT ?? 3399) + 20 + offset
}

function start(args: string[], env: Record<string, string>, port: number | null): AppProcess {
  const child = spawn(
    process.execPath,
    ['--import=ts-node-maintained/register/esm', '--no-warnings', ...args],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        ...(port ? { PORT: String(port) } : {}),
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  let out = ''
  let err = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
  const rawLines = () => out.split('\n').filter((l) => l.trim() !== '')
  const lines = () =>
    rawLines().map((l) => {
      try {
        return JSON.parse(l) as LogLine
      } catch {
        throw new Error(`log line is not JSON: ${l}`)
      }
    })
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    lines,
    rawLines,
    async waitForLine(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = lines().find(match)
        if (found) return found
        if (child.exitCode !== null) break
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`no such log line; stdout:\n${out}\nstderr:\n${err}`)
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Starts the web server from source and waits until it answers /_ping. */
export async function startServerProcess(env: Record<string, string>, port: number) {
  /* A server left over by an aborted run would answer in place of this one. */
  const stale = await fetch(`http://127.0.0.1:${port}/_ping`).then(
    () => true,
    () => false
  )
  if (stale) throw new Error(`port ${port} is taken by a process of an earlier run`)
  const server = start(['bin/server.ts'], env, port)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break
    try {
      if ((await fetch(`${server.baseUrl}/_ping`)).ok) return server
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  await server.stop()
  throw new Error(`server on port ${port} did not start:\n${server.rawLines().join('\n')}`)
}

/** Starts the worker of one queue from source and waits for its `worker … started` line. */
export async function startWorkerProcess(queue: string, env: Record<string, string> = {}) {
  const worker = start(['workers/main.ts', queue], env, null)
  await worker.waitForLine((l) => l.msg === `worker ${queue} started`, 60_000)
  return worker
}
