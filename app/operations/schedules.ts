import inboxConfig from '#config/inbox'
import type { QueueName } from '#core/queue'

/*
| Every scheduled job of the product: one catalogue, its times in Prague time. The release
| step writes it to `job_schedules` (the one source of the patterns on every host) and the
| maintenance workers keep Redis's schedulers equal to that table (#operations/services/
| sync_schedules). An admin can run any of them now from /admin/jobs or `jobs:run`.
*/

export type Schedule = { id: string; queue: QueueName; job: string; pattern: string }

export function scheduleCatalogue(): Schedule[] {
  return [
    {
      id: 'pool-nightly-matching',
      queue: 'maintenance',
      pattern: '0 2 * * *',
      job: 'pool.match_all',
    },
    {
      id: 'exports-purge-uploads',
      queue: 'maintenance',
      pattern: '30 3 * * *',
      job: 'exports.purge_uploads',
    },
    {
      id: 'pdf-purge-documents',
      queue: 'maintenance',
      pattern: '45 3 * * *',
      job: 'pdf.purge_documents',
    },
    {
      id: 'tasks-export-staleness',
      queue: 'maintenance',
      pattern: '0 1 * * *',
      job: 'tasks.create_stale_export_tasks',
    },
    {
      id: 'uhrady-valid-from',
      queue: 'maintenance',
      pattern: '15 0 * * *',
      job: 'operations.schedule_uhrady_changes',
    },
    /* After the 1:00 staleness run, before branches open: "Úkol na dnes" in the bell. */
    {
      id: 'tasks-due-today',
      queue: 'maintenance',
      pattern: '0 6 * * *',
      job: 'tasks.notify_due_today',
    },
    {
      id: 'notifications-purge',
      queue: 'maintenance',
      pattern: '50 3 * * *',
      job: 'notifications.purge',
    },
    /* Issue #17: the export inbox, on the hosts that have it (its own queue, issue #29). */
    { id: 'inbox-scan', queue: 'inbox', pattern: inboxConfig.scanPattern, job: 'inbox.scan' },
    /* The digest after the 6:00 bell notifications. */
    {
      id: 'mail-morning-digest',
      queue: 'maintenance',
      pattern: '5 6 * * *',
      job: 'mail.morning_digest',
    },
    /* Audit rows past two years, and sign-ins ended or expired over 30 days ago. */
    { id: 'audit-purge', queue: 'maintenance', pattern: '55 3 * * *', job: 'audit.purge' },
    /* Sent and failed mails past 90 days, with their attachments. */
    { id: 'mail-purge', queue: 'maintenance', pattern: '0 4 * * *', job: 'mail.purge' },
  ]
}

export function scheduledJob(job: string) {
  return scheduleCatalogue().find((s) => s.job === job) ?? null
}
