import type { Job } from 'bullmq'
import type { QueueName } from '#core/queue'
import { PURGE_AUDIT } from '#audit/jobs/names'
import { PROCESS_EXPORT, PURGE_UPLOADS } from '#exports/jobs/names'
import { RETRY_INBOX_FILE, SCAN_INBOX } from '#inbox/jobs/names'
import { MORNING_DIGEST, PURGE_MAIL, SEND_MAIL } from '#mail/jobs/names'
import { PURGE_NOTIFICATIONS } from '#notifications/jobs/names'
import { SCHEDULE_DUE_UHRADY_CHANGES } from '#operations/jobs/names'
import { MATCH_ALL } from '#pool/jobs/names'
import { GENERATE_UHRADY_CHANGES, IMPORT_PRICE_LIST } from '#pricelists/jobs/names'
import { CREATE_STALE_EXPORT_TASKS, NOTIFY_DUE_TASKS } from '#tasks/jobs/names'
import { IMPORT_VOUCHERS } from '#vouchers/jobs/names'

export type Handler = (job: Job) => Promise<unknown>

/** Every job name maps to exactly one handler of exactly one queue. */
export async function loadRegistry(): Promise<Record<QueueName, Record<string, Handler>>> {
  const exportsJobs = await import('#exports/jobs/handlers')
  const poolJobs = await import('#pool/jobs/handlers')
  const purge = await import('#exports/jobs/purge_uploads')
  const priceListJobs = await import('#pricelists/jobs/handlers')
  const staleness = await import('#tasks/jobs/export_staleness')
  const dueUhrady = await import('#operations/jobs/due_uhrady_changes')
  const dueTasks = await import('#tasks/jobs/notify_due_tasks')
  const purgeNotifications = await import('#notifications/jobs/purge_notifications')
  const inbox = await import('#inbox/jobs/scan_inbox_job')
  const inboxRetry = await import('#inbox/jobs/retry_file_job')
  const digest = await import('#mail/jobs/morning_digest')
  const { sendMailHandler } = await import('#mail/jobs/send_mail')
  const purgeAudit = await import('#audit/jobs/purge_audit')
  const purgeMail = await import('#mail/jobs/purge_mail')
  const { recordScheduledRuns } = await import('#operations/services/record_job_runs')
  const { scheduleCatalogue } = await import('#operations/schedules')
  const { pdfJobHandler, purgeGeneratedPdfs, RENDER_PDF, PURGE_PDFS } =
    await import('#core/pdf/pdf_queue')
  const { domain } = await import('#config/domain')
  const { loadPdfKinds } = await import('./pdf_kinds.js')
  const voucherJobs = await import('#vouchers/jobs/handlers')
  const registry: Record<QueueName, Record<string, Handler>> = {
    imports: {
      [PROCESS_EXPORT]: exportsJobs.processExportHandler as Handler,
      [IMPORT_PRICE_LIST]: priceListJobs.importPriceListHandler as Handler,
      [IMPORT_VOUCHERS]: voucherJobs.importVouchersHandler as Handler,
    },
    pdf: { [RENDER_PDF]: pdfJobHandler(await loadPdfKinds()) as Handler },
    maintenance: {
      [MATCH_ALL]: poolJobs.matchAllHandler as Handler,
      [PURGE_UPLOADS]: (() => purge.purgeUploads()) as Handler,
      [PURGE_PDFS]: (async () => ({
        purged: await purgeGeneratedPdfs(domain.UPLOAD_RETENTION_DAYS),
      })) as Handler,
      [GENERATE_UHRADY_CHANGES]: priceListJobs.generateUhradyChangesHandler as Handler,
      [CREATE_STALE_EXPORT_TASKS]: staleness.createStaleExportTasksHandler as Handler,
      [SCHEDULE_DUE_UHRADY_CHANGES]: dueUhrady.scheduleDueUhradyChangesHandler as Handler,
      [NOTIFY_DUE_TASKS]: dueTasks.notifyDueTasksHandler as Handler,
      [PURGE_NOTIFICATIONS]: (() => purgeNotifications.purgeNotifications()) as Handler,
      [MORNING_DIGEST]: (() => digest.morningDigestHandler()) as Handler,
      [PURGE_AUDIT]: (() => purgeAudit.purgeAudit()) as Handler,
      [PURGE_MAIL]: (() => purgeMail.purgeMail()) as Handler,
    },
    mail: { [SEND_MAIL]: sendMailHandler as Handler },
    /* Only hosts with the export inbox serve this queue (issue #29). */
    inbox: {
      [SCAN_INBOX]: (() => inbox.scanInboxHandler()) as Handler,
      [RETRY_INBOX_FILE]: inboxRetry.retryFileHandler as Handler,
    },
  }
  /* Each run of a scheduled job leaves its result in job_runs (shown on /admin/jobs). */
  const catalogue = scheduleCatalogue()
  for (const queue of ['maintenance', 'inbox'] as const) {
    registry[queue] = recordScheduledRuns(queue, registry[queue], catalogue)
  }
  return registry
}

export function checkRegistry(registry: Record<string, Record<string, Handler>>) {
  const seen = new Map<string, string>()
  for (const [queue, handlers] of Object.entries(registry)) {
    for (const [name, handler] of Object.entries(handlers)) {
      if (typeof handler !== 'function') throw new Error(`Job ${name} has no handler`)
      if (seen.has(name))
        throw new Error(`Job ${name} is handled by ${seen.get(name)} and ${queue}`)
      seen.set(name, queue)
    }
  }
}
