import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { enqueue } from '#core/queue'
import { sheetJobId } from '#core/sheet_uploads/run_sheet_upload'
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

export type SheetUploadKind = 'leaflet' | 'uhrady' | 'vouchers'

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
  tmpPath?: string
  tooLarge: boolean
  moveToDisk(key: string): Promise<void>
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

/** Checks, stores and queues an upload; returns its id for the status route. */
export async function acceptSheetUpload(request: SheetUploadRequest) {
  await assertWorkbook(request)
  const [row] = await db
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
  const id = Number(row.id)
  const key = `uploads/${request.kind}/${id}/soubor`
  try {
    await request.file.moveToDisk(key)
    await db.from('sheet_uploads').where('id', id).update({ file_key: key })
    if (request.queue !== false) {
      await enqueue('imports', request.job, { uploadId: id }, sheetJobId(id, row.created_at))
    }
  } catch (error) {
    await drive
      .use()
      .delete(key)
      .catch(() => {})
    await db.from('sheet_uploads').where('id', id).delete()
    throw error
  }
  return { uploadId: id, status: 'queued' as const }
}
