import { hostname } from 'node:os'
import type { ClientConfig } from 'pg'
import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

/*
| One pool per process, DB_POOL_MAX connections at most (README "Provoz": the fleet's budget).
| Every session names its host and process in pg_stat_activity, and asks PostgreSQL to probe
| an idle connection after 10 s: a host that lost power (no FIN ever comes) has its sessions,
| and the locks they hold, cut within about 25 s instead of the kernel's two hours.
*/
const connection: ClientConfig = {
  connectionString: env.get('DATABASE_URL'),
  application_name: `lemon@${hostname()}:${process.pid}`.slice(0, 63),
  options: '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3',
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
}

export default defineConfig({
  connection: 'postgres',
  connections: {
    postgres: {
      client: 'pg',
      /* knex's type knows no `options`; pg passes it to the server as a startup parameter. */
      connection: connection as { connectionString: string },
      pool: { min: 0, max: env.get('DB_POOL_MAX', 10) },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
    },
  },
})
