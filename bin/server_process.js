/*
| Building, spawning and waiting for the server and workers, written once for `npm start`
| (bin/start.js), the benches (bench/) and the chaos script (chaos/). Plain JavaScript, so the
| supervisor runs it without a TypeScript loader; its types are in server_process.d.ts.
*/
import { execFileSync, spawn } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The newest modification time under `path`: a file's own, a directory's files (those `files`
 * accepts) and, with `dirs`, the directories themselves (a deleted file changes its directory's).
 * 0 when the path does not exist.
 */
export function newestMtime(path, { files = () => true, dirs = true } = {}) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = dirs ? stat.mtimeMs : 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(child, { files, dirs }))
    else if (files(child)) newest = Math.max(newest, statSync(child).mtimeMs)
  }
  return newest
}

/** Whether `marker` (a built file) exists and is at least as new as everything under `sources`. */
export function builtAfter(marker, root, sources, options) {
  if (!existsSync(marker)) return false
  const newest = Math.max(...sources.map((source) => newestMtime(join(root, source), options)))
  return statSync(marker).mtimeMs >= newest
}

/** What the benches and the chaos script build from: the server's TypeScript, not the SPA. */
const SERVER_SOURCES = ['app', 'bin', 'cli', 'config', 'contracts', 'database', 'start', 'workers']

/** Whether `marker` is newer than every server source file (so a repeated run skips tsc). */
export function serverBuildIsFresh(root, marker) {
  return builtAfter(marker, root, [...SERVER_SOURCES, 'adonisrc.ts', 'package.json'], {
    files: (path) => path.endsWith('.ts'),
    dirs: false,
  })
}

/**
 * `node ace.js build` in `root`. With `ignoreTsErrors`, a type error elsewhere in the tree
 * does not stop it: the returned lines name the errors and the build is made anyway.
 */
export function buildServer(root, { stdio = 'pipe', ignoreTsErrors = false } = {}) {
  try {
    execFileSync(process.execPath, ['ace.js', 'build'], { cwd: root, stdio })
    return []
  } catch (error) {
    if (!ignoreTsErrors) throw error
    const output = String(error.stdout ?? '')
    const errors = output.split('\n').filter((line) => line.includes('error TS'))
    execFileSync(process.execPath, ['ace.js', 'build', '--ignore-ts-errors'], {
      cwd: root,
      stdio: 'ignore',
    })
    return errors
  }
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, prefix = '') {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`]
  )
}

/**
 * The SPA's production build in `root`/public/, made beside it and moved in file by file:
 * vite empties its output folder first, and a web process already serving from this folder
 * (another `npm start`, the test suite's browser tier beside its API tier) would answer "not
 * built" for the seconds the build takes. The hashed assets come first, then each index.html
 * replaces the old one in one rename, and only then go the old build's files.
 */
export function buildWeb(root, { stdio = 'pipe' } = {}) {
  const fresh = join(root, 'tmp', `web-build-${process.pid}`)
  const target = join(root, 'public')
  rmSync(fresh, { recursive: true, force: true })
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      fresh,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio }
  )
  const built = filesUnder(fresh)
  const isIndex = (file) => /^index\.html/.test(file)
  for (const file of [...built.filter((f) => !isIndex(f)), ...built.filter(isIndex)]) {
    mkdirSync(dirname(join(target, file)), { recursive: true })
    renameSync(join(fresh, file), join(target, file))
  }
  const kept = new Set(built)
  for (const file of filesUnder(target)) if (!kept.has(file)) rmSync(join(target, file))
  rmSync(fresh, { recursive: true, force: true })
}

/**
 * `node …args` in `cwd`. Its output is inherited, or, with `log`, written to that file
 * (appended with `append`) and handed to `onOutput` chunk by chunk.
 */
export function spawnNode(args, { cwd, env, log, append = false, onOutput } = {}) {
  const piped = Boolean(log || onOutput)
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  if (!piped) return child
  let file = null
  if (log) {
    mkdirSync(dirname(log), { recursive: true })
    file = createWriteStream(log, { flags: append ? 'a' : 'w' })
    child.once('close', () => file.end())
  }
  for (const [stream, name] of [
    [child.stdout, 'stdout'],
    [child.stderr, 'stderr'],
  ]) {
    stream.on('data', (chunk) => {
      file?.write(chunk)
      onOutput?.(chunk, name)
    })
  }
  return child
}

/** Resolves true once `${base}/_ping` answers 2xx; false after `timeoutMs` or once `child` exited. */
export async function waitForPing(base, { timeoutMs = 60_000, intervalMs = 250, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) return false
    const ok = await fetch(`${base}/_ping`).then(
      (res) => res.ok,
      () => false
    )
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  return false
}

/** Whether anything answers on `${base}/_ping` now (a process of an earlier run, say). */
export function pingAnswers(base) {
  return fetch(`${base}/_ping`).then(
    () => true,
    () => false
  )
}

/** Sends `signal` and resolves once the process exited; SIGKILL after `killAfterMs`. */
export function stopProcess(child, { signal = 'SIGTERM', killAfterMs = 10_000 } = {}) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(signal)
  })
}
