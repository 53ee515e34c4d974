import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { getQueue, getQueueEvents, producerCall } from '#core/queue'
import { isPlainFileName } from '#inbox/rules/inbox_layout'
import { RETRY_INBOX_FILE, type RetryOutcome } from '#inbox/jobs/names'

/* A scanning host answers in well under a second; none answering within this is none alive. */
const ANSWER_WAIT_MS = 15_000
const NO_SCANNER =
  'Složku exportů teď neobsluhuje žádný worker (maintenance na stroji se složkou). Zkuste to za chvíli.'

/**
 * "Vrátit do složky" from /admin/jobs, on a web host that has no inbox (issue #29): the file
 * must be one the scanner recorded as refused; the move itself is a job on the `inbox` queue,
 * which only hosts with the folder serve, and this request waits for its answer.
 */
export async function requestRetry(folder: string, file: string) {
  if (!isPlainFileName(file)) {
    throw DomainError.invalid('INBOX_BAD_NAME', 'Neplatný název souboru: jen název, bez cesty.')
  }
  const record = await db.from('inbox_folders').where('folder', folder).first()
  if (!record) throw DomainError.notFound('Složka pobočky ve složce exportů neexistuje.')
  const failed = record.failed as { name: string }[]
  if (!failed.some((f) => f.name === file)) {
    throw DomainError.notFound(`Soubor ${file} mezi odmítnutými soubory není.`)
  }
  const id = createHash('sha256').update(`${folder}/${file}`).digest('hex').slice(0, 16)
  let outcome: RetryOutcome
  try {
    const job = await producerCall(() =>
      getQueue('inbox').add(
        RETRY_INBOX_FILE,
        { folder, file },
        {
          jobId: `inbox-retry-${id}-${Date.now()}`,
          attempts: 1,
          removeOnComplete: 100,
          removeOnFail: 100,
        }
      )
    )
    outcome = await job.waitUntilFinished(await getQueueEvents('inbox'), ANSWER_WAIT_MS)
  } catch {
    throw new DomainError('INBOX_UNAVAILABLE', 503, NO_SCANNER)
  }
  if (!outcome.ok) throw new DomainError(outcome.code, outcome.status, outcome.message)
  await recordAudit({
    action: 'inbox.retry_file',
    entity: 'inbox_file',
    entityId: `${folder}/${outcome.file}`,
    after: { folder, file: outcome.file },
  })
  return { file: outcome.file, message: outcome.message }
}
