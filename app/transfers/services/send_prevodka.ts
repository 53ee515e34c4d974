import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { prevodkaId } from '#transfers/rules/prevodka_id'
import { recordHistory } from '#pool/services/record_history'
import type { Acting } from '#pool/services/apply_stav_action'
import { dedupeKeys } from '#notifications/rules/dedupe_keys'
import { notify } from '#notifications/services/notify'

/** All vychystáno items for one target become one převodka, sent (stav odesláno). */
export async function sendPrevodka(acting: Acting, targetCode: string) {
  return db.transaction(async (trx) => {
    const items = await trx
      .from('pool_items')
      .where({
        firma: acting.firma,
        pharmacy_code: acting.pharmacyCode,
        target_pharmacy_code: targetCode,
        stav: 'vychystáno',
      })
      .forUpdate()
    if (items.length === 0) {
      throw DomainError.conflict(
        'NOTHING_TO_SEND',
        `Pro pobočku ${targetCode} nejsou vychystané žádné položky.`
      )
    }
    /* The day in the number is PostgreSQL's (issue #34: one clock), the instant the převodka
       is sent at: two hosts a day apart would otherwise number the same day's převodky twice. */
    const { rows } = await trx.rawQuery('SELECT now() AS now')
    const day = dayIn(new Date(rows[0].now), domain.TIME_ZONE)
    const prefix = prevodkaId(acting.firma, acting.pharmacyCode, targetCode, day, 0).replace(
      /0$/,
      ''
    )
    /* Serialises the day's numbering of this pair of branches. */
    await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [prefix])
    const [{ count }] = await trx
      .from('prevodky')
      .whereLike('prevodka_id', `${prefix}%`)
      .count('* as count')
    const code = prevodkaId(acting.firma, acting.pharmacyCode, targetCode, day, Number(count) + 1)
    const [prevodka] = await trx
      .table('prevodky')
      .insert({
        prevodka_id: code,
        firma: acting.firma,
        from_code: acting.pharmacyCode,
        to_code: targetCode,
        stav: 'odesláno',
        sent_at: trx.knexRawQuery('now()'),
      })
      .returning('id')
    const ids = items.map((i) => i.id)
    await trx
      .from('pool_items')
      .whereIn('id', ids)
      .update({
        stav: 'odesláno',
        prevodka_id: prevodka.id,
        version: trx.knexRawQuery('version + 1'),
        updated_at: trx.knexRawQuery('now()'),
      })
    await recordHistory(
      trx,
      ids.map((id) => ({
        poolItemId: id,
        stav: 'odesláno',
        note: `Převodka ${code}`,
        by: acting.by,
      }))
    )
    await recordAudit(
      {
        action: 'transfers.send',
        entity: 'prevodka',
        entityId: code,
        before: { stav: 'vychystáno' },
        after: { stav: 'odesláno', targetPharmacyCode: targetCode, ids },
      },
      trx
    )
    await notify(trx, [
      {
        kind: 'prevodka_sent',
        target: { firma: acting.firma, pharmacyCode: targetCode },
        params: { prevodkaId: code, from: acting.pharmacyCode, lines: ids.length },
        dedupeKey: dedupeKeys.prevodkaSent(code),
      },
    ])
    return code
  })
}
