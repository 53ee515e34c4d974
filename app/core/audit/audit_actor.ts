import { AsyncLocalStorage } from 'node:async_hooks'
import { HttpContext } from '@adonisjs/core/http'

export type AuditActor = {
  kind: 'user' | 'anonymous' | 'cli' | 'system'
  id?: number | null
  email?: string | null
}

export type AuditOrigin = AuditActor & {
  ip: string | null
  requestId: string | null
  branch: { firma: string; pharmacyCode: string } | null
}

type SignedIn = { id: number; email: string }

const storage = new AsyncLocalStorage<AuditActor>()
/* The CLI acts as one operator for its whole run; workers as the system. */
let processActor: AuditActor = { kind: 'system' }

export function setProcessActor(actor: AuditActor) {
  processActor = actor
}

/** Runs `body` on behalf of `actor` (a worker job, a test) wherever there is no request. */
export function runAsActor<T>(actor: AuditActor, body: () => Promise<T>) {
  return storage.run(actor, body)
}

/**
 * Who is acting and from where: the signed-in user of the running HTTP request (its IP,
 * request id and the branch its route acts for), else the actor of runAsActor, else the
 * process's own (the CLI operator, or the system in a worker).
 */
export function auditOrigin(): AuditOrigin {
  const ctx = HttpContext.get()
  if (ctx) {
    const user = ctx.auth?.user as SignedIn | undefined
    return {
      kind: user ? 'user' : 'anonymous',
      id: user?.id ?? null,
      email: user?.email ?? null,
      ip: ctx.request.ip(),
      requestId: ctx.request.id() ?? null,
      branch: ctx.branch ?? null,
    }
  }
  const actor = storage.getStore() ?? processActor
  return { ...actor, ip: null, requestId: null, branch: null }
}
