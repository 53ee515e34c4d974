import { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'

/*
| Issue #34: a request cut by a failover or a planned switchover may be run again only if
| nothing it sent can have been committed. Every statement a request sends is watched here
| (through knex's `query` event, in the request's own async context): a COMMIT, or a statement
| that changes data outside a transaction, may have been committed the instant the
| connection died, so the request is marked and never run again (its 503 stands). A request
| cut with only reads sent, or inside a transaction whose COMMIT was never sent, rolled back
| whole: running it again on the new primary is what the user would have done, minus the 503.
*/

type Query = { sql?: string; __knexTxId?: string; __knexQueryUid?: string }

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** Statements this request sent that may have been committed (by knex's query id). */
    commitsSent?: Set<string | symbol>
    /** The database refused the connection: it is down, not switching (exceptions/handler). */
    databaseRefused?: boolean
  }
}

/* Statements that never commit anything by themselves. */
const NOTHING_COMMITTED =
  /^\s*(select|show|set|begin|start transaction|savepoint|release|rollback)\b/i
const COMMIT = /^\s*(commit|end)\b/i
const READ_ONLY = '25006'

function mayCommit(query: Query) {
  const sql = query.sql ?? ''
  if (query.__knexTxId) return COMMIT.test(sql)
  return !NOTHING_COMMITTED.test(sql)
}

let watching = false

/** Starts watching the statements of every request (once per process). */
export function watchCommits() {
  if (watching) return
  watching = true
  const clients = new Set([db.connection().getWriteClient(), db.connection().getReadClient()])
  for (const knex of clients) {
    knex.on('query', (query: Query) => {
      const ctx = HttpContext.get()
      if (!ctx || !mayCommit(query)) return
      /* knex's own BEGIN and COMMIT carry no query id: each counts on its own. */
      ;(ctx.commitsSent ??= new Set()).add(query.__knexQueryUid ?? Symbol('statement'))
    })
    /* A change refused because the node is a standby by now changed nothing. */
    knex.on('query-error', (error: { code?: unknown }, query: Query) => {
      if (error?.code !== READ_ONLY || !query.__knexQueryUid) return
      HttpContext.get()?.commitsSent?.delete(query.__knexQueryUid)
    })
  }
}

/** Whether the request sent nothing that may have been committed (since its access check). */
export function nothingCommitted(ctx: HttpContext) {
  return !ctx.commitsSent || ctx.commitsSent.size === 0
}

/** Forgets what came before the handler: the access check's own bookkeeping (a session's
    last-seen time) may be written again without harm. */
export function handlerStarts(ctx: HttpContext) {
  ctx.commitsSent?.clear()
}
