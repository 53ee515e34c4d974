import db from '@adonisjs/lucid/services/db'
import { isCalendarDay } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { auditChanges } from '#core/audit/audit_values'
import { normalizePharmacyCode } from '#core/branch_code'
import { recordHistory } from '#pool/services/record_history'
import { lockItems } from '#pool/services/apply_stav_action'
import { receiptAfterEdit } from '#pool/rules/admin_receipt'
import { normalizeGtin } from '#core/gtin'
import { domain } from '#config/domain'
import Branch from '#branches/models/branch'
import { editBoundsProblem } from '#pool/rules/admin_edit_bounds'

export type EditInput = {
  version: number
  PDK: string
  Název: string
  Množství: number
  Šarže?: string | null
  Exspirace?: string | null
  NCSD?: number | null
  Dodavatel?: string | null
  kodVZP?: string | null
  pharmacyCode: string
  targetPharmacyCode?: string | null
  probability?: number | null
  stav: string
  duvod?: string | null
  receivedQuantity?: number | null
  receiptReason?: string | null
  gtin?: string | null
}

/**
 * An admin may set any field and any stav; the change is recorded in history as an
 * admin override. A stale version is refused (409) so two admins never overwrite each other.
 */
export async function editPoolItem(id: number, input: EditInput, admin: string) {
  if (input.Exspirace && !isCalendarDay(input.Exspirace)) {
    throw DomainError.invalid('INVALID_DATE', 'Exspirace musí být platné datum.')
  }
  const bounds = editBoundsProblem(
    { quantity: input['Množství'], price: input.NCSD },
    { maxQuantity: domain.MAX_LOT_QUANTITY, maxPrice: domain.MAX_UNIT_PRICE }
  )
  if (bounds) throw DomainError.invalid(bounds.code, bounds.message)
  const firma = await firmaOf(id)
  await assertBranchesOf(firma, input)
  await db.transaction(async (trx) => {
    const [item] = await lockItems(trx, firma, [id])
    if (item.version !== input.version) {
      throw DomainError.conflict(
        'STALE_VERSION',
        'Položku mezitím změnil někdo jiný. Načtěte ji znovu.'
      )
    }
    const receipt = receiptAfterEdit(
      {
        stav: item.stav,
        mnozstvi: Number(item.mnozstvi),
        received: item.received_quantity === null ? null : Number(item.received_quantity),
        reason: item.receipt_reason,
      },
      {
        stav: input.stav,
        mnozstvi: input['Množství'],
        received: input.receivedQuantity,
        reason: input.receiptReason,
      }
    )
    if (!receipt.ok) throw DomainError.invalid('INVALID_RECEIVED_QUANTITY', receipt.message)
    const gtin = input.gtin === undefined ? item.gtin : normalizeGtin(input.gtin)
    if (gtin === undefined) {
      throw DomainError.invalid('INVALID_GTIN', 'GTIN musí mít 8, 12, 13 nebo 14 číslic.')
    }
    const [updated] = await trx
      .from('pool_items')
      .where('id', id)
      .update({
        pdk: input.PDK,
        nazev: input['Název'],
        mnozstvi: input['Množství'],
        sarze: input['Šarže'] ?? '',
        exspirace: input.Exspirace || null,
        ncsd: input.NCSD ?? null,
        dodavatel: input.Dodavatel ?? null,
        kod_vzp: input.kodVZP ?? null,
        pharmacy_code: normalizePharmacyCode(input.pharmacyCode),
        target_pharmacy_code: normalizePharmacyCode(input.targetPharmacyCode),
        probability: input.probability ?? null,
        stav: input.stav,
        duvod: input.duvod ?? null,
        received_quantity: receipt.received,
        receipt_reason: receipt.reason,
        gtin,
        version: trx.knexRawQuery('version + 1'),
        updated_at: trx.knexRawQuery('now()'),
      })
      .returning('*')
    await recordAudit(
      {
        action: 'pool.admin_edit',
        entity: 'pool_item',
        entityId: id,
        branch: { firma: item.firma, pharmacyCode: item.pharmacy_code },
        ...auditChanges(item, updated, ['version', 'updated_at']),
      },
      trx
    )
    const note =
      item.stav === input.stav
        ? 'Úprava administrátorem'
        : `Úprava administrátorem (stav ${item.stav} → ${input.stav})`
    await recordHistory(trx, [{ poolItemId: id, stav: input.stav, note, by: admin }])
  })
}

/* A mistyped branch would make the item vanish from every screen: it must exist in the firma. */
async function assertBranchesOf(firma: string, input: EditInput) {
  const source = normalizePharmacyCode(input.pharmacyCode)
  const target = normalizePharmacyCode(input.targetPharmacyCode)
  if (target !== null && target === source) {
    throw DomainError.invalid('SAME_BRANCH', 'Cílová pobočka musí být jiná než zdrojová.')
  }
  const codes = [source, target].filter((code): code is string => code !== null)
  const known = await Branch.query().where('firma', firma).whereIn('code', codes).select('code')
  for (const code of codes) {
    if (!known.some((b) => b.code === code)) {
      throw DomainError.invalid('UNKNOWN_BRANCH', `Pobočka ${code} ve firmě ${firma} neexistuje.`)
    }
  }
}

async function firmaOf(id: number) {
  const row = await db.from('pool_items').where('id', id).select('firma').first()
  if (!row) throw DomainError.notFound('Položka nenalezena.')
  return row.firma as string
}

export async function deletePoolItem(id: number) {
  await db.transaction(async (trx) => {
    const [deleted] = await trx.from('pool_items').where('id', id).delete().returning('*')
    if (!deleted) throw DomainError.notFound('Položka nenalezena.')
    await recordAudit(
      {
        action: 'pool.admin_delete',
        entity: 'pool_item',
        entityId: id,
        branch: { firma: deleted.firma, pharmacyCode: deleted.pharmacy_code },
        before: deleted,
      },
      trx
    )
  })
}
