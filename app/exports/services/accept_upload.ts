import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { enqueue } from '#core/queue'
import { deleteStoredFiles, storeFile } from '#core/file_store'
import { openZip, XlsxError } from '#core/xlsx/zip'
import type { ExportKind } from '#exports/rules/export_specs'
import ExportBatch, { type BatchOrigin, type StoredFile } from '#exports/models/export_batch'
import { exportJobId, PROCESS_EXPORT } from '#exports/jobs/names'
import type { IncomingFile } from '#core/incoming_file'

export const REQUIRED_FILES = 'Vyber všechny tři povinné soubory.'
export const STILL_RUNNING = 'Zpracování předchozího exportu ještě běží.'
export const TOO_MANY_TODAY = `Pobočka dnes nahrála už ${domain.BRANCH_UPLOADS_PER_DAY} exportů; další půjde nahrát zítra.`

type Files = Partial<Record<ExportKind, IncomingFile | null>>
type Branch = { firma: string; pharmacyCode: string }

/**
 * An xlsx is a zip holding a workbook; the name and the browser's MIME type prove nothing.
 * Answers what is wrong with the file: not a workbook, or a zip bomb / hostile archive
 * (its parts are listed, not inflated, so this is cheap); null when it looks fine.
 */
async function workbookProblem(path: string): Promise<'NOT_XLSX' | XlsxError | null> {
  try {
    const zip = await openZip(path)
    const ok = zip.entries.has('xl/workbook.xml')
    zip.close()
    return ok ? null : 'NOT_XLSX'
  } catch (error) {
    const hostile = error instanceof XlsxError && ['TOO_LARGE', 'HOSTILE'].includes(error.code)
    return hostile ? error : 'NOT_XLSX'
  }
}

async function assertAcceptable(kind: ExportKind, file: IncomingFile, maxMb: number) {
  if (file.tooLarge) {
    throw new DomainError('FILE_TOO_LARGE', 413, `Soubor ${kind} je větší než ${maxMb} MB.`)
  }
  const problem = file.tmpPath ? await workbookProblem(file.tmpPath) : 'NOT_XLSX'
  if (problem === 'NOT_XLSX') {
    throw DomainError.invalid(
      'NOT_XLSX',
      `Soubor ${kind} (${file.clientName}) není sešit xlsx. Nahrajte export uložený jako .xlsx.`
    )
  }
  if (problem) {
    throw DomainError.invalid(
      'XLSX_REFUSED',
      `Soubor ${kind} (${file.clientName}): ${problem.message}`
    )
  }
}

/**
 * Accepts a branch's export upload: checks the files, stores them, records the batch and
 * queues one job. When anything fails on the way (Redis down included) nothing is kept.
 * The export inbox comes this way too, with no actor and its folder as the origin.
 */
export async function acceptUpload(
  actorId: number | null,
  branch: Branch,
  files: Files,
  maxMb: number,
  origin: BatchOrigin | null = null
) {
  const { sklad, pohyby, karty, odpisy } = files
  if (!sklad || !pohyby || !karty) throw DomainError.invalid('FILES_REQUIRED', REQUIRED_FILES)
  const chosen: Partial<Record<ExportKind, IncomingFile>> = { sklad, pohyby, karty }
  if (odpisy) chosen.odpisy = odpisy
  for (const [kind, file] of Object.entries(chosen)) {
    await assertAcceptable(kind as ExportKind, file, maxMb)
  }

  const running = await ExportBatch.query()
    .where({ firma: branch.firma, pharmacyCode: branch.pharmacyCode })
    .whereIn('status', ['queued', 'processing'])
    .first()
  if (running) throw DomainError.conflict('EXPORT_RUNNING', STILL_RUNNING)
  /* A day's count per branch (issue #35): each upload is kept 30 days and is a job of its own. */
  const { rows } = await db.rawQuery(
    `SELECT count(*)::int AS today FROM export_batches
      WHERE firma = ? AND pharmacy_code = ?
        AND created_at >= (date_trunc('day', now() AT TIME ZONE ?) AT TIME ZONE ?)`,
    [branch.firma, branch.pharmacyCode, domain.TIME_ZONE, domain.TIME_ZONE]
  )
  if (rows[0].today >= domain.BRANCH_UPLOADS_PER_DAY) {
    throw new DomainError('UPLOADS_PER_DAY', 429, TOO_MANY_TODAY)
  }

  /* The batch and its files are committed together (issue #29: in PostgreSQL, where the
     imports worker on any host reads them); the job is queued once both are there. */
  let batch: ExportBatch
  const stored: Partial<Record<ExportKind, StoredFile>> = {}
  try {
    batch = await db.transaction(async (trx) => {
      const created = await ExportBatch.create(
        {
          firma: branch.firma,
          pharmacyCode: branch.pharmacyCode,
          status: 'queued',
          files: {},
          hasOdpisy: Boolean(odpisy),
          createdBy: actorId,
          origin,
        },
        { client: trx }
      )
      for (const [kind, file] of Object.entries(chosen)) {
        const key = `exports/${branch.firma}/${branch.pharmacyCode}/${created.id}/${kind}.xlsx`
        await storeFile(key, file.tmpPath!, trx)
        stored[kind as ExportKind] = { key, name: file.clientName, size: file.size }
      }
      created.files = stored
      await created.save()
      return created
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw DomainError.conflict('EXPORT_RUNNING', STILL_RUNNING)
    throw error
  }

  try {
    await enqueue('imports', PROCESS_EXPORT, { batchId: batch.id }, exportJobId(batch))
    /* The row and a queued job are no transaction: the audit row comes once both were accepted. */
    await recordAudit({
      action: 'exports.upload',
      entity: 'export_batch',
      entityId: batch.id,
      branch,
      after: { files: Object.fromEntries(Object.entries(stored).map(([k, f]) => [k, f.name])) },
    })
  } catch (error) {
    await db.transaction(async (trx) => {
      await deleteStoredFiles(
        Object.values(stored).map((f) => f.key),
        trx
      )
      await trx.from('export_batches').where('id', batch.id).delete()
    })
    throw error
  }
  return batch
}
