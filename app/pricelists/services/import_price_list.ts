import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#core/domain_error'
import logger from '@adonisjs/core/services/logger'
import type { PriceListKind } from '#pricelists/rules/price_list_columns'
import type { LeafletRow, UhradyRow } from '#pricelists/rules/price_list_rows'
import { checkValidity, type Validity } from '#pricelists/rules/validity'
import { priceListById } from '#pricelists/queries/price_lists'
import { readPriceList, type Progress } from '#pricelists/services/read_price_list'
import { scheduleUhradyChanges } from '#pricelists/services/schedule_uhrady_changes'

export type PriceListImport = {
  kind: PriceListKind
  /** The file to read (an upload's temporary file or a checked server path). */
  path: string
  /** What the history shows as the source: the file name or the server path. */
  source: string
  validFrom?: unknown
  validTo?: unknown
  actorId: number | null
  onProgress?: Progress
}

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
       FROM json_to_recordset(?::json) AS r(sukl text, nazev text, uhrada numeric, doplnek numeric,
         "maxCena" numeric, doplatek numeric, "doplatekLimit" numeric, "doplatekZvysena" numeric,
         "doplatekZvysenaLimit" numeric)`,
    [id, JSON.stringify(rows)]
  )
}

async function store(
  input: PriceListImport,
  validity: Validity,
  rows: (LeafletRow | UhradyRow)[],
  skipped: unknown
) {
  return db.transaction(async (trx) => {
    const [inserted] = await trx
      .insertQuery()
      .table('price_lists')
      .insert({
        kind: input.kind,
        valid_from: validity.validFrom,
        valid_to: validity.validTo,
        source: input.source,
        rows: rows.length,
        skipped: JSON.stringify(skipped),
        created_by: input.actorId,
      })
      .returning('id')
    const id = Number(inserted.id)
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = rows.slice(i, i + INSERT_BATCH)
      if (input.kind === 'leaflet') await insertLeafletItems(trx, id, batch as LeafletRow[])
      else await insertUhradyItems(trx, id, batch as UhradyRow[])
    }
    return id
  })
}

/**
 * Imports a leaflet or an úhrady list (web upload and CLI alike): checks the validity,
 * reads the file, stores the list and its items in one transaction, and after an úhrady
 * list schedules a reimbursement-changes version for every branch with an export. The
 * list is kept even when scheduling fails; the answer then carries a warning.
 */
export async function importPriceList(input: PriceListImport) {
  const validity = assertValidity(input.kind, input.validFrom, input.validTo)
  const { rows, skipped } = await readPriceList(
    input.kind,
    input.path,
    input.source,
    input.onProgress
  )
  const id = await store(input, validity, rows, skipped)
  const meta = (await priceListById(id))!
  let scheduled: number | null = null
  let warning: string | null = null
  if (input.kind === 'uhrady') {
    try {
      scheduled = await scheduleUhradyChanges(meta)
    } catch (error) {
      logger.warn({ err: error }, 'reimbursement changes not scheduled')
      warning = NOT_SCHEDULED
    }
  }
  return { meta, skipped, scheduled, warning }
}
