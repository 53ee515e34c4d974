import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { lockItems, type Acting } from '#pool/services/apply_stav_action'
import { recordHistory } from '#pool/services/record_history'

/* The re-match that follows a reject at once writes its history as the system. */
const SYSTEM = 'systém'
const GONE = 'Odmítnutí už nelze vrátit zpět.'
const CHANGED = 'Odmítnutí už nelze vrátit zpět: položku mezitím změnil někdo jiný.'

/**
 * "Zpět" after a reject (issue #36): the item is offered to the rejecting branch again as it
 * was (rezervováno, its probability and reason), and the branch's block of the PDK + lot is
 * lifted. Only the person who rejected, from the same branch, within REJECT_UNDO_SECONDS,
 * and only while nothing but the reject's own re-match changed the item: `version` is the
 * one the reject answered with (after the re-match), as every action's optimistic lock.
 * Anything else is refused and changes nothing.
 */
export async function undoReject(acting: Acting, id: number, version: number) {
  await db.transaction(async (trx) => {
    const [item] = await lockItems(trx, acting.firma, [id])
    /* The branch's block of this item: another branch's reject answers as a missing one. */
    const refused = await trx
      .from('refused')
      .where({
        firma: acting.firma,
        pharmacy_code: acting.pharmacyCode,
        pdk: item.pdk,
        sarze: item.sarze,
        pool_item_id: id,
      })
      .first()
    if (!refused) throw DomainError.notFound('Odmítnutí nenalezeno.')

    /* The reject: the item's newest entry written by a person, and what came after it. */
    const history = await trx
      .from('pool_item_history')
      .where('pool_item_id', id)
      .orderBy('id', 'desc')
      .limit(20)
      .select(
        'stav',
        'note',
        'by',
        trx.raw('changed_at > now() - make_interval(secs => ?) AS recent', [
          domain.REJECT_UNDO_SECONDS,
        ])
      )
    const reject = history.find((h) => h.by !== SYSTEM)
    const rejectNote = `Odmítnuto pobočkou ${acting.pharmacyCode}`
    const isReject =
      reject?.stav === 'aktivní' &&
      (reject.note === rejectNote || String(reject.note ?? '').startsWith(`${rejectNote}:`))
    if (!isReject) throw DomainError.conflict('UNDO_CHANGED', CHANGED)
    if (reject.by !== acting.by)
      throw DomainError.forbidden('Odmítnutí může vrátit zpět jen ten, kdo položku odmítl.')
    if (!reject.recent) throw DomainError.conflict('UNDO_EXPIRED', GONE)
    if (item.version !== version) throw DomainError.conflict('STALE_VERSION', CHANGED)
    /* After the reject the item is aktivní, or offered to another branch by the re-match. */
    const rematched =
      item.stav === 'rezervováno' && item.target_pharmacy_code !== acting.pharmacyCode
    if (!(item.stav === 'aktivní' && !item.target_pharmacy_code) && !rematched)
      throw DomainError.conflict('UNDO_CHANGED', CHANGED)

    /* What the reject cleared, as its audit row kept it. */
    const audit = await trx
      .from('audit_log')
      .where({ action: 'transfers.reject', entity: 'pool_item', entity_id: String(id) })
      .orderBy('id', 'desc')
      .first()
    const before =
      (typeof audit?.before === 'string' ? JSON.parse(audit.before) : audit?.before) ?? {}
    const probability = typeof before.probability === 'number' ? before.probability : null
    const duvod = typeof before.duvod === 'string' ? before.duvod : null

    await trx.from('refused').where('id', refused.id).delete()
    await trx
      .from('pool_items')
      .where('id', id)
      .update({
        stav: 'rezervováno',
        target_pharmacy_code: acting.pharmacyCode,
        probability,
        duvod,
        version: trx.knexRawQuery('version + 1'),
        updated_at: trx.knexRawQuery('now()'),
      })
    await recordHistory(trx, [
      {
        poolItemId: id,
        stav: 'rezervováno',
        note: `Odmítnutí vráceno zpět pobočkou ${acting.pharmacyCode}`,
        by: acting.by,
      },
    ])
    await recordAudit(
      {
        action: 'transfers.undoReject',
        entity: 'pool_item',
        entityId: id,
        before: {
          stav: item.stav,
          targetPharmacyCode: item.target_pharmacy_code,
          probability: item.probability,
        },
        after: { stav: 'rezervováno', targetPharmacyCode: acting.pharmacyCode, probability },
      },
      trx
    )
  })
  return [id]
}
