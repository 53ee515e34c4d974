import env from '#start/env'

/* Only the database's own address counts: Redis being down is the queues' business. */
const dbPort = Number(new URL(env.get('DATABASE_URL')).port || 5432)

export const DB_UNAVAILABLE = {
  code: 'DB_UNAVAILABLE',
  message: 'Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.',
}

/**
 * Whether an error means PostgreSQL could not be reached or cut the connection (restart,
 * failover, crash). A transaction cut that way rolled back (unless its commit had gone
 * through just before), so the request is answered 503, to be tried again, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; syscall?: unknown; port?: unknown }
  if (!e || typeof e !== 'object') return false
  const code = typeof e.code === 'string' ? e.code : ''
  /* SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up),
     53300 (too many clients: the fleet's connections exceed max_connections for a moment). */
  if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true
  if (code === 'ECONNREFUSED' && e.syscall === 'connect' && e.port === dbPort) return true
  /* pg's own errors carry no code; knex puts the failed SQL before them ("<sql> - …"). */
  const message = typeof e.message === 'string' ? e.message : ''
  if (/(^|- )(Connection terminated|Client has encountered a connection error)/.test(message))
    return true
  if (/^Knex: Timeout acquiring a connection/.test(message)) return true
  /*
  | A socket reset under a running query (knex prefixes the SQL: "<sql> - read ECONNRESET"),
  | or while the pool was opening a connection (knex rethrows pg's bare socket error). No
  | other socket's raw error reaches the handler: queue and limiter calls map Redis's own.
  */
  return (
    (code === 'ECONNRESET' || code === 'EPIPE') &&
    (e.syscall === 'read' ||
      e.syscall === 'write' ||
      / - (read|write) (ECONNRESET|EPIPE)$/.test(message))
  )
}
