import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { czNumber } from '#core/format_cz'
import { nextStav, type Action, type Side } from '#pool/rules/stav_machine'
import { recordHistory } from '#pool/services/record_history'
import { matchItems } from '#pool/services/match_items'

export type Acting = { firma: string; pharmacyCode: string; by: string }
export type ActionOptions = {
  reason?: string | null
  versions?: Record<string, number>
  /** Runs last in the action's transaction, with the items as they were locked. */
  afterChange?: (trx: TransactionClientContract, items: Record<string, any>[]) => Promise<void>
}

const STALE = 'Položku mezitím změnil někdo jiný. Načtěte seznam znovu.'

function sideOf(
  item: { pharmacy_code: string; target_pharmacy_code: string | null },
  code: string
): Side {
  if (item.pharmacy_code === code) return 'source'
  if (item.target_pharmacy_code === code) return 'target'
  return 'none'
}

function noteOf(action: Action, item: Record<string, any>, options: ActionOptions) {
  if (action === 'reject')
    return `Odmítnuto pobočkou ${item.target_pharmacy_code}${options.reason ? `: ${options.reason}` : ''}`
  if (action === 'markReceived') return `Přijato celé množství (${czNumber(Number(item.mnozstvi))})`
  return null
}

/** Locks the items of one firma for the transaction; every id must exist. */
export async function lockItems(trx: TransactionClientContract, firma: string, ids: number[]) {
  const rows = await trx
    .from('pool_items')
    .where('firma', firma)
    .whereIn('id', ids)
    .forUpdate()
    .orderBy('id')
  if (rows.length !== new Set(ids).size) throw DomainError.notFound('Položka nenalezena.')
  return rows
}

/**
 * One stav-machine action on one or more items, by a branch acting as source or target.
 * All-or-nothing: any item the machine refuses (or whose version is stale) fails the
 * whole request with 409 and nothing changes. Each item gets a history entry and a new version.
 */
export async function applyStavAction(
  acting: Acting,
  action: Action,
  ids: number[],
  options: ActionOptions = {}
) {
  if (ids.length === 0) throw DomainError.invalid('IDS_REQUIRED', 'Vyberte alespoň jednu položku.')
  const rows = await db.transaction((trx) => applyStavActionIn(trx, acting, action, ids, options))
  /* A refused item looks for another branch at once. */
  if (action === 'reject') await matchItems(acting.firma, { itemIds: ids })
  return rows.map((r) => r.id as number)
}

/** The action inside the caller's transaction (bulk actions by filter select and act in one). */
export async function applyStavActionIn(
  trx: TransactionClientContract,
  acting: Acting,
  action: Action,
  ids: number[],
  options: ActionOptions = {}
) {
  const items = await lockItems(trx, acting.firma, ids)
  for (const item of items) {
    const side = sideOf(item, acting.pharmacyCode)
    /* Another branch's item answers as a missing one: ids cannot be probed (issue #22). */
    if (side === 'none') throw DomainError.notFound('Položka nenalezena.')
    const expected = options.versions?.[String(item.id)]
    if (expected !== undefined && expected !== item.version)
      throw DomainError.conflict('STALE_VERSION', STALE)
    const move = nextStav(item.stav, action, side)
    if (!move.ok) throw DomainError.conflict('ILLEGAL_MOVE', move.message)
  }
  const to = (
    nextStav(items[0].stav, action, sideOf(items[0], acting.pharmacyCode)) as { to: string }
  ).to
  const changes: Record<string, unknown> = {
    stav: to,
    version: trx.knexRawQuery('version + 1'),
    updated_at: trx.knexRawQuery('now()'),
  }
  /* markReceived takes one item in full (DOMAIN.md); a short receipt goes through receive. */
  if (action === 'markReceived') {
    Object.assign(changes, {
      received_quantity: trx.knexRawQuery('mnozstvi'),
      receipt_reason: null,
    })
  }
  if (action === 'reject') {
    Object.assign(changes, {
      target_pharmacy_code: null,
      probability: null,
      duvod: options.reason || null,
    })
    await trx.rawQuery(
      `INSERT INTO refused (firma, pharmacy_code, pdk, sarze, pool_item_id, reason)
       SELECT ?, code, pdk, sarze, id, NULLIF(?, '') FROM unnest(?::text[], ?::text[], ?::text[], ?::int[]) AS v(code, pdk, sarze, id)
       ON CONFLICT (firma, pharmacy_code, pdk, sarze)
       DO UPDATE SET pool_item_id = excluded.pool_item_id, reason = excluded.reason, created_at = now()`,
      [
        acting.firma,
        options.reason ?? '',
        items.map((i) => i.target_pharmacy_code),
        items.map((i) => i.pdk),
        items.map((i) => i.sarze),
        items.map((i) => i.id),
      ]
    )
  }
  await trx.from('pool_items').whereIn('id', ids).update(changes)
  await recordHistory(
    trx,
    items.map((item) => ({
      poolItemId: item.id,
      stav: to,
      note: noteOf(action, item, options),
      by: acting.by,
    }))
  )
  await recordAudit(
    {
      action: `transfers.${action}`,
      entity: 'pool_item',
      entityId: ids.length === 1 ? ids[0] : null,
      /* A reject keeps what it cleared, so its "Zpět" can put the offer back as it was. */
      before:
        action === 'reject' && items.length === 1
          ? {
              stav: items[0].stav,
              targetPharmacyCode: items[0].target_pharmacy_code,
              probability: items[0].probability,
              duvod: items[0].duvod,
            }
          : { stav: items[0].stav },
      after: { stav: to, ids, ...(options.reason ? { reason: options.reason } : {}) },
    },
    trx
  )
  if (options.afterChange) await options.afterChange(trx, items)
  return items
}
