import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { DomainError } from '#core/domain_error'
import {
  DB_BUSY,
  DB_TIMEOUT,
  DB_UNAVAILABLE,
  isDatabaseUnavailable,
  noteDatabaseError,
  refused,
} from '#core/db_unavailable'

type Rendered = { status: number; body: Record<string, unknown> }

const MESSAGES: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Neplatný požadavek.' },
  401: { code: 'UNAUTHORIZED', message: 'Nejste přihlášeni nebo vypršelo přihlášení.' },
  403: { code: 'FORBIDDEN', message: 'K této akci nemáte oprávnění.' },
  404: { code: 'NOT_FOUND', message: 'Záznam nenalezen.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Požadavek je příliš velký.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Nepodporovaný typ obsahu.' },
  429: { code: 'TOO_MANY_REQUESTS', message: 'Příliš mnoho pokusů. Zkuste to prosím později.' },
  500: { code: 'INTERNAL_ERROR', message: 'Interní chyba serveru.' },
}

/**
 * Every error leaves the API as `{ code, message, requestId }` with a Czech message;
 * validation errors add `errors: [{ field, message }]`. Unexpected errors never leak details.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  toResponse(error: unknown): Rendered {
    if (error instanceof DomainError) {
      return { status: error.status, body: { code: error.code, message: error.message } }
    }
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      const errors = (error.messages as { field: string; message: string }[]).map((m) => ({
        field: m.field,
        message: m.message,
      }))
      return {
        status: 422,
        body: { code: 'VALIDATION_ERROR', message: errors[0]?.message ?? 'Neplatná data.', errors },
      }
    }
    /* The body parser refuses a JSON body that is not an object or array with a bare 422. */
    if ((error as Error | undefined)?.message === 'Invalid JSON, only supports object and array') {
      return { status: 400, body: { ...MESSAGES[400] } }
    }
    /* PostgreSQL restarting or unreachable: a transient failure, the request may be repeated. */
    if (isDatabaseUnavailable(error)) return { status: 503, body: { ...DB_UNAVAILABLE } }
    /* The product's own limits (issue #34): a statement or a lock wait that ran out. */
    const sqlState = (error as { code?: unknown })?.code
    if (sqlState === '57014') return { status: 503, body: { ...DB_TIMEOUT } }
    if (sqlState === '55P03') return { status: 503, body: { ...DB_BUSY } }
    const err = error as { status?: number; code?: string }
    const status = typeof err.status === 'number' && err.status >= 400 ? err.status : 500
    const known = MESSAGES[status] ?? (status < 500 ? MESSAGES[400] : MESSAGES[500])
    return { status, body: { code: known.code, message: known.message } }
  }

  async handle(error: unknown, ctx: HttpContext) {
    noteDatabaseError(error)
    /* Down, not switching: answered at once, never run again (retry_cut_requests). */
    if (refused(error)) ctx.databaseRefused = true
    const { status, body } = this.toResponse(error)
    /* A transient 503 says when to try again (a failover takes seconds). */
    if (status === 503 && !ctx.response.getHeader('Retry-After'))
      ctx.response.header('Retry-After', '5')
    if (status === 429) {
      const retryAfter = (error as { response?: { availableIn?: number } }).response?.availableIn
      if (retryAfter) ctx.response.header('Retry-After', String(retryAfter))
    }
    /* The request id (also the X-Request-Id header) lets support find the request's log lines. */
    return ctx.response.status(status).send({ ...body, requestId: ctx.request.id() })
  }

  async report(error: unknown, ctx: HttpContext) {
    if (this.toResponse(error).status >= 500) {
      ctx.logger.error(
        {
          err: error,
          request_id: ctx.request.id(),
          method: ctx.request.method(),
          url: ctx.request.url(),
        },
        'unhandled error'
      )
    }
  }
}
