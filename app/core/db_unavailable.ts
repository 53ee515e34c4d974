import env from '#start/env'

/* Only the database's own address counts: Redis being down is the queues' business. */
const dbPort = Number(new URL(env.get('DATABASE_URL')).port || 5432)

export const DB_UNAVAILABLE = {
  code: 'DB_UNAVAILABLE',
  message: 'Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.',
}

/* How long a read (or a request's session check) cut by a failover is tried again: the new
   primary takes traffic ~0.5 s after its promotion, a planned switchover ~2–3 s after the cut;
   within 10 s the request has its answer, the data or the Czech 503 (issue #34). */
export const RETRY_PAUSES_MS = [300, 700, 1000, 2000, 3000]

/**
 * Runs a read that comes before anything a request does (its session check, a sign-in's
 * look-up), asking again while the database is away, until the new primary answers: nothing
 * has been done yet, so for any method it is simply asked again.
 */
/** A refused connection: the database is down (a restart on one machine), not a switch in flight. */
export const refused = (error: unknown) => (error as { code?: unknown })?.code === 'ECONNREFUSED'

export async function outlastSwitch<T>(work: () => Promise<T>): Promise<T> {
  for (const pause of RETRY_PAUSES_MS) {
    try {
      return await work()
    } catch (error) {
      /* A refused connection is a database that is down (a restart on one machine), not a
         switch in flight: answered at once, with Retry-After. */
      if (!isDatabaseUnavailable(error) || refused(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
  return work()
}

/* A statement cut by the product's own statement_timeout, or a lock waited for too long. */
export const DB_TIMEOUT = {
  code: 'DB_TIMEOUT',
  message: 'Zpracování požadavku v databázi trvalo příliš dlouho. Zkuste to prosím za chvíli.',
}

export const DB_BUSY = {
  code: 'DB_BUSY',
  message: 'Záznam právě upravuje jiná operace. Zkuste to prosím za chvíli.',
}

const READ_ONLY = '25006'

/*
| Issue #34: after a failover the pool must hold sessions of the new primary only. Those cut
| by the switch are dropped by knex itself (their `error`/`end`); one that still answers but
| on a node that is now a standby (a write is refused as read-only) is not, so such an error
| retires every session opened until then: each is closed instead of being handed out again.
*/
let generation = 0

type PooledConnection = {
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>
  connection?: {
    on(event: 'errorMessage', listener: (message: { severity?: string }) => void): void
  }
  __lemonGeneration?: number
  __knex__disposed?: unknown
}

/** The pool's `afterCreate`: a new session is tagged, and refused when it landed on a standby. */
export function afterConnect(connection: PooledConnection, done: (error?: Error) => void) {
  connection.__lemonGeneration = generation
  /* A FATAL error (the session terminated: a switchover, an administrator) ends the session;
     knex learns it only from the socket's end, a moment later, and could hand the dead session
     to the next request meanwhile. Retired at once instead. */
  connection.connection?.on('errorMessage', (message) => {
    if (message.severity === 'FATAL') connection.__knex__disposed ??= message
  })
  connection
    .query('SHOW transaction_read_only')
    .then(({ rows }) => {
      if (rows[0]?.transaction_read_only !== 'on') return done()
      done(
        Object.assign(new Error('the database answers read-only (a standby)'), { code: READ_ONLY })
      )
    })
    .catch((error: Error) => done(error))
}

/** The pool's `validate`: whether a session may be handed out again. */
export function stillCurrent(connection: PooledConnection) {
  return connection.__lemonGeneration === undefined || connection.__lemonGeneration === generation
}

/** Called with every error a request or a job ends with; retires the pool after a read-only one. */
export function noteDatabaseError(error: unknown) {
  if ((error as { code?: unknown })?.code === READ_ONLY) generation++
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
     53300 (too many clients: the fleet's connections exceed max_connections for a moment),
     25006 (a write reached a standby: a session opened just before a failover). */
  if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true
  if (code === READ_ONLY) return true
  if (code === 'ECONNREFUSED' && e.syscall === 'connect' && e.port === dbPort) return true
  /* pg's own errors carry no code; knex puts the failed SQL before them ("<sql> - …"). */
  const message = typeof e.message === 'string' ? e.message : ''
  if (/(^|- )(Connection terminated|Client has encountered a connection error)/.test(message))
    return true
  if (/^Knex: Timeout acquiring a connection/.test(message)) return true
  /* pg gave up opening a connection (connectionTimeoutMillis: a failover's dark seconds), and
     knex refused to go on with a transaction its connection's loss had already ended. */
  if (/(^|- )(timeout expired|Connection terminated due to connection timeout)$/.test(message))
    return true
  if (/^Transaction query already complete/.test(message)) return true
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
