import { createHash } from 'node:crypto'
import type { Job } from 'bullmq'
import db from '@adonisjs/lucid/services/db'
import queueConfig from '#config/queue'
import { DomainError } from '#core/domain_error'
import { dbNow } from '#core/clock'
import { getQueue, getQueueEvents, jobState, producerCall } from '#core/queue'
import { allowSameOriginFraming } from '#core/middleware/security_headers_middleware'

export type PdfParams = Record<string, string | number>

/**
 * A kind of PDF document. `fingerprint` runs in the web process and must be cheap: it
 * names the data the document depends on (batch ids, list ids, today's date when the
 * content depends on it) and throws a DomainError when there is nothing to render.
 * `render` runs in the pdf worker: it loads the data and renders through renderReport.
 * Both get the same `now`, PostgreSQL's (issue #29): the day in the cache key is the day
 * printed on the document, whichever hosts' clocks the two ran by.
 */
export type PdfKind<P extends PdfParams = PdfParams> = {
  name: string
  fingerprint(params: P, now: Date): Promise<string>
  render(params: P, now: Date): Promise<Buffer>
}

export const RENDER_PDF = 'pdf.render'
export const PURGE_PDFS = 'pdf.purge_documents'

/* Bump when a template changes, so stored documents are rendered again. */
const TEMPLATE_VERSION = '2'

const TIMEOUT = 'Generování PDF trvá příliš dlouho. Zkuste to prosím za chvíli znovu.'
const FAILED = 'PDF se nepodařilo vygenerovat.'

function keyOf(kind: string, params: PdfParams, fingerprint: string) {
  const sorted = Object.keys(params)
    .sort()
    .map((k) => [k, params[k]])
  return createHash('sha256')
    .update(JSON.stringify([TEMPLATE_VERSION, kind, sorted, fingerprint]))
    .digest('hex')
}

async function stored(key: string): Promise<Buffer | null> {
  const row = await db.from('generated_pdfs').where({ key }).select('bytes').first()
  return row ? (row.bytes as Buffer) : null
}

/**
 * The PDF for a request: the stored one when the data is unchanged, else rendered by the
 * pdf worker while this request waits (up to PDF_WAIT_MS, then a Czech 503). Identical
 * requests at the same moment share one job (the job id is the document's key).
 */
export async function producePdf<P extends PdfParams>(kind: PdfKind<P>, params: P) {
  const now = await dbNow()
  const key = keyOf(kind.name, params, await kind.fingerprint(params, now))
  const hit = await stored(key)
  if (hit) return hit

  const jobId = `pdf-${key}`
  const add = () =>
    producerCall(async () => {
      const queue = getQueue('pdf')
      const previous = await queue.getJob(jobId)
      if (previous && (await previous.isFailed())) await previous.remove()
      return queue.add(
        RENDER_PDF,
        { ...params, kind: kind.name, key, now: now.toISOString() },
        { jobId, attempts: 1, removeOnComplete: true, removeOnFail: { count: 200 } }
      )
    })
  let job: Job
  try {
    job = await add()
  } catch {
    throw new DomainError(
      'QUEUE_UNAVAILABLE',
      503,
      'Generování PDF je dočasně nedostupné. Zkuste to prosím za chvíli.'
    )
  }
  /*
  | The request waits for the document in PostgreSQL, woken early by the job's completion.
  | Every few seconds it also asks Redis about the job: one that a Redis failover lost
  | (issue #34) is queued again under the same id, and one that failed ends the wait.
  */
  const deadline = Date.now() + queueConfig.pdfWaitMs
  while (Date.now() < deadline) {
    const slice = Math.min(WAIT_SLICE_MS, deadline - Date.now())
    try {
      await job.waitUntilFinished(await getQueueEvents('pdf'), slice)
    } catch {
      /* Timed out, failed, or finished and removed before the wait began: see below. */
    }
    const rendered = await stored(key)
    if (rendered) return rendered
    const state = await jobState('pdf', jobId)
    if (state === 'failed') throw new DomainError('PDF_FAILED', 500, FAILED)
    if (state === 'missing') job = await add().catch(() => job)
  }
  throw new DomainError('PDF_TIMEOUT', 503, TIMEOUT)
}

const WAIT_SLICE_MS = 2000

/** The pdf worker's handler: renders one document and stores it under its key. */
export function pdfJobHandler(kinds: PdfKind<any>[]) {
  const byName = new Map(kinds.map((k) => [k.name, k]))
  return async (job: Job) => {
    const {
      kind: name,
      key,
      now,
      ...params
    } = job.data as {
      kind: string
      key: string
      now?: string
    } & PdfParams
    const kind = byName.get(name)
    if (!kind) throw new Error(`Unknown PDF kind ${name}`)
    if (await db.from('generated_pdfs').where({ key }).select('key').first()) return { key }
    const started = performance.now()
    const bytes = await kind.render(params, now ? new Date(now) : new Date())
    await db.rawQuery(
      `INSERT INTO generated_pdfs (key, kind, bytes, size, render_ms) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (key) DO NOTHING`,
      [key, name, bytes, bytes.length, Math.round(performance.now() - started)]
    )
    return { key, size: bytes.length }
  }
}

/** Removes stored documents older than `days` (the daily maintenance job). */
export async function purgeGeneratedPdfs(days: number, now?: Date) {
  now ??= await dbNow()
  const before = new Date(now.getTime() - days * 86_400_000)
  return db.from('generated_pdfs').where('created_at', '<', before).delete()
}

/** Answers with a PDF shown inline under the given file name. */
export function sendPdf(
  response: { header(name: string, value: string): unknown; send(body: Buffer): unknown },
  bytes: Buffer,
  fileName: string
) {
  response.header('Content-Type', 'application/pdf')
  response.header(
    'Content-Disposition',
    `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
  )
  response.header('Cache-Control', 'private, no-store')
  allowSameOriginFraming(response)
  return response.send(bytes)
}
