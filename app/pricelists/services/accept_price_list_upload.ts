import { resolve } from 'node:path'
import env from '#start/env'
import { DomainError } from '#core/domain_error'
import { acceptSheetUpload, type UploadedFile } from '#core/sheet_uploads/accept_sheet_upload'
import { incomingLocalFile } from '#core/incoming_file'
import { IMPORT_PRICE_LIST } from '#pricelists/jobs/names'
import type { PriceListKind } from '#pricelists/rules/price_list_columns'
import { assertValidity } from '#pricelists/services/import_price_list'
import { resolveImportPath } from '#pricelists/services/import_path'
import { PRICE_LIST_LIMITS, priceListRefused } from '#pricelists/services/read_price_list'

export const FILE_REQUIRED = 'Vyber soubor nebo zadej serverový filePath.'

export type PriceListUpload = {
  kind: PriceListKind
  /** A file from the admin's computer… */
  file?: UploadedFile | null
  /** …or a path inside IMPORT_DIR on the server (web), or any readable file (CLI). */
  filePath?: string
  /** The CLI names its own files; they are not confined to IMPORT_DIR. */
  localPath?: string
  /** What the history shows instead of the file's name or path (the demo chain's lists). */
  source?: string
  validFrom?: unknown
  validTo?: unknown
  actorId: number | null
  /** False: recorded and stored only; the caller (the CLI) reads it itself. */
  queue?: boolean
}

/**
 * Accepts a leaflet or an úhrady list: the validity and the file are checked at once (422),
 * the file is stored and the imports worker reads it (issue #20). Answers the upload's id.
 */
export async function acceptPriceListUpload(input: PriceListUpload) {
  const validity = assertValidity(input.kind, input.validFrom, input.validTo)
  const maxMb = env.get('UPLOAD_MAX_FILE_MB', 50)
  let file: UploadedFile
  let source: string
  if (input.file) {
    file = input.file
    source = file.clientName
  } else if (input.filePath || input.localPath) {
    const path = input.localPath
      ? resolve(input.localPath)
      : await resolveImportPath(input.filePath!)
    file = await incomingLocalFile(path, maxMb)
    source = input.source ?? (input.localPath ? path : input.filePath!)
  } else {
    throw DomainError.invalid('FILE_REQUIRED', FILE_REQUIRED)
  }
  return acceptSheetUpload({
    kind: input.kind,
    file,
    source,
    params: { validFrom: validity.validFrom, validTo: validity.validTo },
    actorId: input.actorId,
    job: IMPORT_PRICE_LIST,
    maxSheetBytes: PRICE_LIST_LIMITS.maxSheetBytes,
    maxMb,
    refuse: priceListRefused,
    queue: input.queue,
  })
}
