import { domain } from '../../../../config/domain'
import { czCount, DAYS, type CzechForms } from '../../../../app/core/czech_plural'
import { QUEUE_NAMES, type QueueName } from '../../../../contracts/lists/failed_jobs'
import type { JobScope } from './api/get-jobs'

/** Czech names of the queues and jobs of /admin/jobs; an unknown one shows its code. */

const QUEUE_LABELS: Record<QueueName, string> = {
  imports: 'Importy exportů',
  pdf: 'Generování PDF',
  maintenance: 'Údržba',
  mail: 'E-maily',
  inbox: 'Složka exportů',
}

const JOB_LABELS: Record<string, string> = {
  'pool.match_all': 'Párování poolu pro všechny firmy',
  'tasks.create_stale_export_tasks': 'Úkoly „Nahrajte exporty“ pro pobočky se starým exportem',
  'exports.purge_uploads': 'Mazání nahraných exportů starších 30 dní',
  'pdf.purge_documents': 'Mazání vygenerovaných PDF starších 30 dní',
  'operations.schedule_uhrady_changes': 'Změny úhrad, když začne platit nahraný přehled úhrad',
  'pricelists.generate_uhrady_changes': 'Změny úhrad jedné pobočky',
  'exports.process_export': 'Zpracování exportu pobočky',
  'pdf.render': 'Vygenerování PDF',
  'tasks.notify_due_today': 'Upozornění na úkoly s dnešním termínem',
  'notifications.purge': 'Mazání upozornění starších 90 dní',
  'inbox.scan': 'Průchod složkou exportů (odeslání úplných sad ke zpracování)',
  'mail.morning_digest': 'Ranní přehled e-mailem pro uživatele, kteří si ho zapnuli',
  'mail.send': 'Odeslání e-mailu',
  'audit.purge': 'Mazání auditních záznamů starších 2 let a starých přihlášení',
  'mail.purge': 'Mazání odeslaných a nedoručených e-mailů starších 90 dní',
  'inbox.retry_file': 'Vrácení odmítnutého souboru do složky exportů',
}

export const queueLabel = (name: string) => QUEUE_LABELS[name as QueueName] ?? name

/** The queues as filter options (the failed-jobs list's `queue`), in the server's order. */
export const QUEUE_OPTIONS = QUEUE_NAMES.map((value) => ({ value, label: QUEUE_LABELS[value] }))
export const jobLabel = (name: string) => JOB_LABELS[name] ?? name

/** `30 3 * * *` → `denně v 3:30`, `* * * * *` → `každou minutu`; any other pattern as it is. */
export function describePattern(pattern: string | null): string {
  if (!pattern) return '—'
  if (pattern.trim() === '* * * * *') return 'každou minutu'
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(pattern.trim())
  if (!daily) return pattern
  return `denně v ${Number(daily[2])}:${daily[1].padStart(2, '0')}`
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ')
  if (value !== null && typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** A job's return value in one line: `matched: 1, reason: …`. */
export function resultText(result: unknown): string {
  if (result === null || result === undefined) return '—'
  if (typeof result !== 'object' || Array.isArray(result)) return valueText(result)
  const entries = Object.entries(result as Record<string, unknown>)
  if (entries.length === 0) return '—'
  return entries.map(([key, value]) => `${key}: ${valueText(value)}`).join(', ')
}

const BRANCHES: CzechForms = ['pobočka', 'pobočky', 'poboček']
const FIRMY: CzechForms = ['firma', 'firmy', 'firem']

/*
 * What "Spustit teď" of each job does and whom it reaches, for its confirmation (issue #36):
 * the nightly jobs walk every firma or every branch, and a press must not start one unasked.
 */
const RUN_SCOPES: Partial<Record<string, (scope: JobScope) => string>> = {
  'pool.match_all': (s) =>
    `Spustí párování nabídek poolu pro všechny firmy (${czCount(s.poolFirmy, FIRMY)}, ` +
    `${czCount(s.poolBranches, BRANCHES)}). Může trvat několik minut.`,
  'tasks.create_stale_export_tasks': (s) =>
    `Projde všechny pobočky (${czCount(s.branches, BRANCHES)}) a každé, jejíž poslední export ` +
    `je starší než ${czCount(domain.EXPORT_STALE_DAYS, DAYS)}, založí úkol „Nahrajte exporty“.`,
  'exports.purge_uploads': (s) =>
    `Smaže nahrané exporty starší ${czCount(domain.UPLOAD_RETENTION_DAYS, DAYS)} ` +
    `u všech poboček (${czCount(s.branches, BRANCHES)}).`,
  'pdf.purge_documents': (s) =>
    `Smaže vygenerovaná PDF starší ${czCount(domain.UPLOAD_RETENTION_DAYS, DAYS)} ` +
    `u všech poboček (${czCount(s.branches, BRANCHES)}).`,
  'operations.schedule_uhrady_changes': (s) =>
    `Pokud právě začal platit nový přehled úhrad, přepočítá změny úhrad všem pobočkám ` +
    `s exportem (z ${czCount(s.branches, BRANCHES)}).`,
  'tasks.notify_due_today': (s) =>
    `Pošle upozornění na úkoly s dnešním termínem uživatelům všech poboček ` +
    `(${czCount(s.branches, BRANCHES)}).`,
  'notifications.purge': () =>
    `Smaže upozornění starší ${czCount(domain.NOTIFICATION_RETENTION_DAYS, DAYS)} všem uživatelům.`,
  'inbox.scan': (s) =>
    `Projde složku exportů všech poboček (${czCount(s.branches, BRANCHES)}) a úplné sady ` +
    'pošle ke zpracování.',
  'mail.morning_digest': () => 'Pošle ranní přehled e-mailem všem uživatelům, kteří si ho zapnuli.',
  'audit.purge': () =>
    'Smaže auditní záznamy starší 2 let a přihlášení ukončená nebo vypršelá před více než ' +
    `${czCount(domain.SESSION_RETENTION_DAYS, DAYS)}, u všech firem.`,
  'mail.purge': () =>
    `Smaže odeslané a nedoručené e-maily starší ${czCount(domain.MAIL_RETENTION_DAYS, DAYS)} ` +
    'i s jejich přílohami.',
}

/** The confirmation's question before a run-now: what the job does, to whom, then asks. */
export function runQuestion(job: string, scope: JobScope | undefined): string {
  const describe = RUN_SCOPES[job]
  const what =
    describe && scope ? describe(scope) : `Spustí úlohu „${jobLabel(job)}“ mimo její plán.`
  return `${what} Pokračovat?`
}
