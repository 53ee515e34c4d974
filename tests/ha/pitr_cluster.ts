import { execFile, execFileSync } from 'node:child_process'
import {
  appendFileSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/*
| The pieces of the restore drill (tests/ha/pitr_restore.spec.ts) and of BENCH=restore: a
| private PostgreSQL cluster (Debian's binaries, never the shared one on 5432) started with
| deploy/postgresql-backup.conf, archiving through deploy/pgbackrest.conf whose placeholders
| point into one temp folder, and the deploy/ scripts run the way an operator runs them.
| Everything lives under that folder, so `destroy` removes all of it.
*/

export const ROOT = new URL('../../', import.meta.url).pathname
export const PG_BIN = '/usr/lib/postgresql/15/bin'
const postgresIds = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
  gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
})

export type Drill = {
  dir: string
  /** PostgreSQL's data directory of the archiving ("production") cluster. */
  data: string
  port: number
  /** What the deploy/ scripts need: pgBackRest's config, where the cluster listens. */
  env: Record<string, string>
  url(database: string): string
}

/** A port nobody listens on, from `from` upwards. */
export async function freePort(from: number) {
  for (let port = from; port < from + 200; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port from ${from}`)
}

function asPostgres(command: string, args: string[], env: Record<string, string> = {}) {
  return execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString()
}

/** deploy/pgbackrest.conf with its placeholders filled: folders of the drill's directory. */
function writePgBackRestConfig(dir: string, data: string, port: number) {
  const values: Record<string, string> = {
    repo_path: join(dir, 'backup/pgbackrest'),
    pg_path: data,
    pg_port: String(port),
    pg_socket: join(dir, 'run'),
    log_path: join(dir, 'pgbackrest-log'),
    lock_path: join(dir, 'pgbackrest-lock'),
    spool_path: join(dir, 'pgbackrest-spool'),
    cipher_pass: 'drill-only-cipher-pass-0123456789abcdef',
  }
  const template = readFileSync(join(ROOT, 'deploy/pgbackrest.conf'), 'utf8')
  const config = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`deploy/pgbackrest.conf: unknown {{${name}}}`)
    return values[name]
  })
  const path = join(dir, 'pgbackrest.conf')
  writeFileSync(path, config)
  return path
}

/**
 * A temp folder owned by postgres (the server and pgBackRest write into it) holding an
 * initialised, started cluster that archives every WAL segment into the drill's repository.
 */
export function startArchivingCluster(prefix: string, port: number): Drill {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const { uid, gid } = postgresIds()
  for (const sub of [
    '',
    'run',
    'backup',
    'pgbackrest-log',
    'pgbackrest-lock',
    'pgbackrest-spool',
  ]) {
    mkdirSync(join(dir, sub), { recursive: true })
    chownSync(join(dir, sub), uid, gid)
  }
  const data = join(dir, 'pg')
  const config = writePgBackRestConfig(dir, data, port)
  asPostgres(`${PG_BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8'])
  /* The production settings, verbatim: what the drill proves is what deploy/ documents. */
  appendFileSync(
    join(data, 'postgresql.conf'),
    `\n${readFileSync(join(ROOT, 'deploy/postgresql-backup.conf'), 'utf8')}`
  )
  /* archive_command finds the drill's pgBackRest config in the server's environment (in
     production it reads /etc/pgbackrest/pgbackrest.conf). */
  const env = { PGBACKREST_CONFIG: config, PGHOST: join(dir, 'run'), PGPORT: String(port) }
  asPostgres(
    `${PG_BIN}/pg_ctl`,
    [
      '-D',
      data,
      '-l',
      join(dir, 'postgres.log'),
      '-w',
      '-o',
      `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${join(dir, 'run')}`,
      'start',
    ],
    env
  )
  return {
    dir,
    data,
    port,
    env,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
  }
}

/** Stops a cluster of the drill if it runs (immediately: nothing of it is kept). */
export function stopCluster(data: string) {
  try {
    asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop'])
  } catch {}
}

/**
 * Stops every cluster under the drill's folder, then every process that still names the
 * folder in its command line or environment (pgBackRest's asynchronous archive-push, a
 * product process a failed start left behind), each by its pid, and removes the folder.
 */
export function destroy(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) {
      try {
        readFileSync(join(dir, entry.name, 'PG_VERSION'))
        stopCluster(join(dir, entry.name))
      } catch {}
    }
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const seen = ['cmdline', 'environ'].map((f) => readFileSync(`/proc/${pid}/${f}`, 'utf8'))
      if (seen.some((text) => text.includes(dir)) && Number(pid) !== process.pid)
        process.kill(Number(pid), 'SIGKILL')
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true })
}

/**
 * Runs deploy/<script> as an operator would (as root; the scripts switch to postgres where
 * needed) and resolves to its output and duration; a non-zero exit rejects with the output.
 */
export function runDeployScript(script: string, args: string[], env: Record<string, string>) {
  const started = Date.now()
  return new Promise<{ output: string; ms: number }>((resolve, reject) => {
    execFile(
      join(ROOT, 'deploy', script),
      args,
      { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`
        if (error) reject(new Error(`deploy/${script} ${args.join(' ')} failed:\n${output}`))
        else resolve({ output, ms: Date.now() - started })
      }
    )
  })
}

/** One query on a fresh connection; the rows. */
export async function query<T = any>(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

/** `pgbackrest info` of the drill's stanza as JSON (sizes, backups, WAL range). */
export function backupInfo(drill: Drill) {
  const json = execFileSync(
    'runuser',
    ['-u', 'postgres', '--', 'pgbackrest', '--stanza=lemon', '--output=json', 'info'],
    { env: { ...process.env, ...drill.env } }
  ).toString()
  return JSON.parse(json)[0] as {
    backup: {
      label: string
      type: string
      timestamp: { start: number; stop: number }
      info: { size: number; repository: { size: number } }
      lsn: { start: string; stop: string }
    }[]
  }
}
