/** Czech names of the queues and jobs of /admin/jobs; an unknown one shows its code. */

const QUEUE_LABELS: Record<string, string> = {
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

export const queueLabel = (name: string) => QUEUE_LABELS[name] ?? name

/** The queues as filter options (the failed-jobs list's `queue`). */
export const QUEUE_OPTIONS = Object.entries(QUEUE_LABELS).map(([value, label]) => ({
  value,
  label,
}))
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
