import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import type {
  SheetUpload,
  UploadOutcome,
  UploadProgress,
} from '#core/sheet_uploads/run_sheet_upload'
import type { PriceListKind } from '#pricelists/rules/price_list_columns'
import type { LeafletRow, UhradyRow } from '#pricelists/rules/price_list_rows'
import { checkValidity, type Validity } from '#pricelists/rules/validity'
import { priceListById } from '#pricelists/queries/price_lists'
import { readPriceList, type Skipped } from '#pricelists/services/read_price_list'
import { scheduleUhradyChanges } from '#pricelists/services/schedule_uhrady_changes'

export const SAVED_MESSAGE: Record<PriceListKind, string> = {
  leaflet: 'Leták uložen do databáze.',
  uhrady: 'Úhrady nahrány do databáze.',
}

const NOT_SCHEDULED =
  'Změny úhrad pro pobočky se nepodařilo naplánovat (fronta úloh neodpovídá); úhrady jsou ale uložené.'

/* Rows per INSERT … SELECT FROM json_to_recordset: one parameter per batch, no COPY connection. */
const INSERT_BATCH = 5000

export function assertValidity(kind: PriceListKind, validFrom: unknown, validTo: unknown) {
  const check = checkValidity(kind, validFrom, validTo)
  if (!check.ok) throw DomainError.invalid(check.code, check.message)
  return check.validity
}

async function insertLeafletItems(trx: TransactionClientContract, id: number, rows: LeafletRow[]) {
  await trx.rawQuery(
    `INSERT INTO leaflet_items
       (list_id, sukl, pdk, nazev, akcni_nakupni, akcni_prodejni, dodavatel, min_odber)
     SELECT ?, r.sukl, r.pdk, r.nazev, r."akcniNakupni", r."akcniProdejni", r.dodavatel, r."minOdber"
       FROM json_to_recordset(?::json) AS r(sukl text, pdk text, nazev text, "akcniNakupni" numeric,
         "akcniProdejni" numeric, dodavatel text, "minOdber" numeric)`,
    [id, JSON.stringify(rows)]
  )
}

async function insertUhradyItems(trx: TransactionClientContract, id: number, rows: UhradyRow[]) {
  await trx.rawQuery(
    `INSERT INTO uhrady_items (list_id, sukl, nazev, uhrada, doplnek, max_cena, doplatek,
       doplatek_limit, doplatek_zvysena, doplatek_zvysena_limit)
     SELECT ?, r.sukl, r.nazev, r.uhrada, r.doplnek, r."maxCena", r.doplatek, r."doplatekLimit",
       r."doplatekZvysena", r."doplatekZvysenaLimit"
       FROM json_to_recordset(?::json) AS r(sukl text, nazev text, uhrada numeric, doplnek text,
         "maxCena" numeric, doplatek numeric, "doplatekLimit" numeric, "doplatekZvysena" numeric,
         "doplatekZvysenaLimit" numeric)`,
    [id, JSON.stringify(rows)]
  )
}

async function store(
  upload: SheetUpload,
  kind: PriceListKind,
  validity: Validity,
  rows: (LeafletRow | UhradyRow)[],
  skipped: Skipped
) {
  return db.transaction(async (trx) => {
    const [inserted] = await trx
      .insertQuery()
      .table('price_lists')
      .insert({
        kind,
        valid_from: validity.validFrom,
        valid_to: validity.validTo,
        source: upload.source,
        rows: rows.length,
        skipped: JSON.stringify(skipped),
        created_by: upload.createdBy,
        sheet_upload_id: upload.id,
        /* Lists are ordered by upload time (API.md): a retried job keeps its place. */
        saved_at: upload.createdAt,
      })
      .returning('id')
    const id = Number(inserted.id)
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = rows.slice(i, i + INSERT_BATCH)
      if (kind === 'leaflet') await insertLeafletItems(trx, id, batch as LeafletRow[])
      else await insertUhradyItems(trx, id, batch as UhradyRow[])
    }
    await recordAudit(
      {
        action: `pricelists.upload_${kind}`,
        entity: 'price_list',
        entityId: id,
        after: { source: upload.source, ...validity, rows: rows.length },
      },
      trx
    )
    return id
  })
}

/**
 * The imports job of a leaflet or an úhrady list (web upload and CLI alike): reads the
 * stored file, stores the list and its items in one transaction, and after an úhrady list
 * schedules a reimbursement-changes version for every branch with an export. The list is
 * kept even when scheduling fails; the answer then carries a warning. A retried job finds
 * the list its first attempt stored.
 */
export async function importPriceList(
  upload: SheetUpload,
  path: string,
  progress: UploadProgress
): Promise<UploadOutcome> {
  const kind = upload.kind as PriceListKind
  const validity = assertValidity(kind, upload.params.validFrom, upload.params.validTo)
  const stored = await db.from('price_lists').where('sheet_upload_id', upload.id).first()
  let id: number
  let skipped: Skipped
  if (stored) {
    id = stored.id
    skipped = { reasons: [], ...stored.skipped }
  } else {
    const started = Date.now()
    const read = await readPriceList(kind, path, upload.source, progress)
    const readMs = Date.now() - started
    skipped = read.skipped
    id = await store(upload, kind, validity, read.rows, skipped)
    const storeMs = Date.now() - started - readMs
    /*
    | Tens of thousands of new rows: without fresh statistics the planner reads the whole
    | list for a medicine search instead of its trigram index (~100 ms instead of ~2 ms),
    | and without the visibility map a short query cannot stay in the index. Autovacuum
    | would get there within minutes; the first searches come at once.
    */
    await db.rawQuery(`VACUUM (ANALYZE) ${kind === 'leaflet' ? 'leaflet_items' : 'uhrady_items'}`)
    logger.info(
      `price list ${id} (${kind}): read ${read.read} rows ${readMs} ms, stored ${storeMs} ms, ` +
        `vacuumed ${Date.now() - started - readMs - storeMs} ms`
    )
  }
  const meta = (await priceListById(id))!
  let warning: string | null = null
  let scheduled: number | null = null
  if (kind === 'uhrady') {
    try {
      scheduled = await scheduleUhradyChanges(meta)
    } catch (error) {
      logger.warn({ err: error }, 'reimbursement changes not scheduled')
      warning = NOT_SCHEDULED
    }
  }
  return {
    read: meta.rows + skipped.count,
    answer: {
      ok: true,
      message: SAVED_MESSAGE[kind],
      meta: { ...meta, _id: meta.id },
      skipped,
      ...(scheduled !== null ? { scheduled } : {}),
      ...(warning ? { warning } : {}),
    },
  }
}
