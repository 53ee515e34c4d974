import { AsyncLocalStorage } from 'node:async_hooks'
import { HttpContext } from '@adonisjs/core/http'

export type JobLogFields = { queue: string; job_id: string; job: string }
type JobLogStore = { fields: JobLogFields; done: boolean }

const jobStorage = new AsyncLocalStorage<JobLogStore>()

/** Runs a worker's job so that every line it logs names the queue and the job id. */
export async function runWithJobLogContext<T>(fields: JobLogFields, run: () => Promise<T>) {
  const store = { fields, done: false }
  try {
    return await jobStorage.run(store, run)
  } finally {
    /* Connections opened by the job keep its context; their later lines are not the job's. */
    store.done = true
  }
}

/**
 * pino `mixin`: adds `request_id` to every line logged while an HTTP request is handled
 * (HttpContext through AsyncLocalStorage, `useAsyncLocalStorage` in config/app.ts), also
 * from services that import the global logger, and `queue`/`job_id` inside a worker job.
 * Explicit fields of a log call win over these (pino merges the call's object last).
 */
export function logMixin(): Record<string, string> {
  const ctx = HttpContext.get()
  if (ctx) {
    /* A connection or timer created during a request keeps that request's async context;
       what it logs after the answer went out (reconnect errors…) is not the request's. */
    if (ctx.response.response.writableEnded) return {}
    return { request_id: ctx.request.id() ?? '' }
  }
  const job = jobStorage.getStore()
  /* pino assigns the call's fields onto the returned object: always hand out a fresh one. */
  return job && !job.done ? { ...job.fields } : {}
}
