import { hostname } from 'node:os'
import type { ClientConfig } from 'pg'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'
import { afterConnect, stillCurrent } from '#core/db_unavailable'

/*
| One pool per process, DB_POOL_MAX connections at most (README "Provoz": the fleet's budget).
| Every session names its host and process in pg_stat_activity, and asks PostgreSQL to probe
| an idle connection after 10 s: a host that lost power (no FIN ever comes) has its sessions,
| and the locks they hold, cut within about 25 s instead of the kernel's two hours.
|
| Issue #34: the product bounds its own waits, so one stuck session cannot stall a table for
| everyone and a failover never hangs a request. A web request's statement may run 60 s, its
| lock waits 10 s, its transaction sit idle 60 s; workers and commands run long imports and
| get 30 min and 10 min (a wait meant to be long says so with SET LOCAL where it waits). A
| connection is given up after 5 s and a pool slot after 8 s on the web: the request then
| answers 503 (#core/db_unavailable), never hangs.
*/
const web = app.getEnvironment() === 'web'
const limits = web
  ? { statement: '60s', lock: '10s', idle: '60s', acquireMs: 8000 }
  : { statement: '30min', lock: '10s', idle: '10min', acquireMs: 60_000 }

const connection: ClientConfig = {
  connectionString: env.get('DATABASE_URL'),
  application_name: `lemon@${hostname()}:${process.pid}`.slice(0, 63),
  options: [
    '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3',
    `-c statement_timeout=${limits.statement} -c lock_timeout=${limits.lock}`,
    `-c idle_in_transaction_session_timeout=${limits.idle}`,
  ].join(' '),
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  connectionTimeoutMillis: 5000,
}

export default defineConfig({
  connection: 'postgres',
  connections: {
    postgres: {
      client: 'pg',
      /* knex's type knows no `options`; pg passes it to the server as a startup parameter. */
      connection: connection as { connectionString: string },
      pool: {
        min: 0,
        max: env.get('DB_POOL_MAX', 10),
        /* A new session must be on a primary; one opened before a failover is retired. */
        afterCreate: afterConnect,
        validate: stillCurrent,
        acquireTimeoutMillis: limits.acquireMs,
      },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
    },
  },
})
