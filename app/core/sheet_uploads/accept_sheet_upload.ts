import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { deleteStoredFiles, storeFile } from '#core/file_store'
import { enqueue } from '#core/queue'
import { sheetJobId, type SheetUploadKind } from '#core/sheet_uploads/sheet_job'
import { sheetFormat } from '#core/xlsx/read_sheet'
import { workbookPart } from '#core/xlsx/workbook'
import { openZip, XlsxError } from '#core/xlsx/zip'

/*
| Issue #20: a price list or a voucher export is not parsed in the web process. The upload
| is checked cheaply here (what the file is by its first bytes; for an xlsx its parts are
| listed, not inflated, against the kind's bounds), stored, recorded in `sheet_uploads` and
| handed to the imports worker as one job; the caller answers 202 and the screen follows
| the record. Whatever fails on the way (Redis down included), nothing is kept.
*/

/*
| A legacy .xls is read whole by SheetJS, at ~50 times its size in memory (a 22 MB list of
| 65 532 rows took 1.1 GB); its format caps a sheet at 65 536 rows anyway. SÚKL's own .xls is
| about 6 MB. A larger one is refused at once with what to do, so no worker runs out of memory.
*/
export const XLS_MAX_BYTES = 24 * 1024 * 1024

/** An uploaded file as it arrives: a browser upload or a file on the server (CLI). */
export type UploadedFile = {
  clientName: string
  size: number
  /** Where its bytes are on this host now (the request's temporary file, or the file itself). */
  tmpPath?: string
  tooLarge: boolean
}

export type SheetUploadRequest = {
  kind: SheetUploadKind
  branch?: { firma: string; pharmacyCode: string }
  file: UploadedFile
  /** What the history shows as the source: the file name or the server path. */
  source: string
  params: Record<string, string | null>
  actorId: number | null
  /** The imports-queue job that reads this kind. */
  job: string
  maxSheetBytes: number
  maxMb: number
  /** The kind's refusal (its own error code), given the Czech message. */
  refuse: (message: string) => DomainError
  /** False: stored and recorded only, the caller runs the job itself (the CLI). */
  queue?: boolean
  /** A branch's uploads of this kind: one at a time and `perDay` a day (issue #35). */
  perBranch?: { running: string; perDay: number; tooMany: string }
}

/**
 * One upload of a kind at a time per branch, and a day's count: a branch user queued four
 * voucher files back to back (each kept 30 days, each a job on the shared imports queue).
 * Checked under a lock of the branch and kind, in the transaction that records the upload,
 * so two uploads sent at once cannot both pass.
 */
async function assertBranchMayUpload(request: SheetUploadRequest, trx: TransactionClientContract) {
  const { branch, perBranch, kind } = request
  if (!branch || !perBranch) return
  await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [
    `sheet-upload/${kind}/${branch.firma}/${branch.pharmacyCode}`,
  ])
  const { rows } = await trx.rawQuery(
    `SELECT count(*) FILTER (WHERE status IN ('queued', 'processing'))::int AS running,
            count(*) FILTER (WHERE created_at >= (date_trunc('day', now() AT TIME ZONE ?) AT TIME ZONE ?))::int AS today
       FROM sheet_uploads WHERE kind = ? AND firma = ? AND pharmacy_code = ?`,
    [domain.TIME_ZONE, domain.TIME_ZONE, kind, branch.firma, branch.pharmacyCode]
  )
  if (rows[0].running > 0) throw DomainError.conflict('UPLOAD_RUNNING', perBranch.running)
  if (rows[0].today >= perBranch.perDay)
    throw new DomainError('UPLOADS_PER_DAY', 429, perBranch.tooMany)
}

async function assertWorkbook(request: SheetUploadRequest) {
  const { file, refuse } = request
  if (file.tooLarge) {
    const message = `Soubor ${file.clientName} je větší než ${request.maxMb} MB.`
    throw new DomainError('FILE_TOO_LARGE', 413, message)
  }
  const notWorkbook = () => refuse(`Soubor ${file.clientName} není sešit .xls ani .xlsx.`)
  const format = file.tmpPath ? await sheetFormat(file.tmpPath).catch(() => null) : null
  if (!format) throw notWorkbook()
  if (format === 'xls') {
    if (file.size > XLS_MAX_BYTES) {
      throw refuse(
        `Soubor ${file.clientName} ve starém formátu .xls je větší než ${XLS_MAX_BYTES / 2 ** 20} MB; ` +
          'uložte ho jako .xlsx a nahrajte znovu.'
      )
    }
    return
  }
  try {
    const zip = await openZip(file.tmpPath!, request.maxSheetBytes)
    const workbook = await workbookPart(zip).finally(() => zip.close())
    if (!workbook) throw notWorkbook()
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error
    if (error.code === 'NOT_XLSX') throw notWorkbook()
    throw refuse(`Soubor ${file.clientName}: ${error.message}`)
  }
}

/**
 * Checks, stores and queues an upload; returns its id for the status route. The record and
 * its file are committed together (in PostgreSQL, where the imports worker on any host
 * reads it); the job is queued after, and when that fails both are removed again.
 */
export async function acceptSheetUpload(request: SheetUploadRequest) {
  await assertWorkbook(request)
  const row = await db.transaction(async (trx) => {
    await assertBranchMayUpload(request, trx)
    const [created] = await trx
      .table('sheet_uploads')
      .insert({
        kind: request.kind,
        firma: request.branch?.firma ?? null,
        pharmacy_code: request.branch?.pharmacyCode ?? null,
        source: request.source,
        file_key: '',
        params: JSON.stringify(request.params),
        queued: request.queue !== false,
        created_by: request.actorId,
      })
      .returning(['id', 'created_at'])
    const key = `uploads/${request.kind}/${created.id}/soubor`
    await storeFile(key, request.file.tmpPath!, trx)
    await trx.from('sheet_uploads').where('id', created.id).update({ file_key: key })
    return { id: Number(created.id), createdAt: created.created_at, key }
  })
  if (request.queue !== false) {
    try {
      await enqueue('imports', request.job, { uploadId: row.id }, sheetJobId(row.id, row.createdAt))
    } catch (error) {
      await db.transaction(async (trx) => {
        await deleteStoredFiles([row.key], trx)
        await trx.from('sheet_uploads').where('id', row.id).delete()
      })
      throw error
    }
  }
  return { uploadId: row.id, status: 'queued' as const }
}
