import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { recordHistory } from '#pool/services/record_history'
import { closeCompletedPrevodky } from '#transfers/services/close_prevodky'
import type { Acting } from '#transfers/services/apply_action'

export type ReceivedLine = { _id: string; status: 'přijato' | 'nedodáno' }

/**
 * The target branch receives a převodka line by line: each line becomes přijato or
 * nedodáno (lines not listed count as delivered); the převodka becomes přijato when all
 * were delivered, else uzavřeno.
 */
export async function receivePrevodka(acting: Acting, code: string, lines: ReceivedLine[]) {
  return db.transaction(async (trx) => {
    const prevodka = await trx
      .from('prevodky')
      .where({ prevodka_id: code, firma: acting.firma })
      .forUpdate()
      .first()
    if (!prevodka) throw DomainError.notFound('Převodka nenalezena.')
    if (prevodka.to_code !== acting.pharmacyCode) {
      throw DomainError.forbidden('Převodku může přijmout jen cílová pobočka.')
    }
    if (prevodka.stav !== 'odesláno')
      throw DomainError.conflict('ALREADY_RECEIVED', 'Převodka již byla přijata.')
    const items = await trx.from('pool_items').where('prevodka_id', prevodka.id).forUpdate()
    const known = new Set(items.map((i) => String(i.id)))
    const unknown = lines.filter((l) => !known.has(String(l._id)))
    if (unknown.length > 0) {
      throw DomainError.invalid(
        'UNKNOWN_LINE',
        `Položka ${unknown[0]._id} na převodce ${code} není.`
      )
    }
    const missing = new Set(lines.filter((l) => l.status === 'nedodáno').map((l) => String(l._id)))
    const open = items.filter((i) => i.stav === 'odesláno')
    const delivered = open.filter((i) => !missing.has(String(i.id))).map((i) => i.id)
    const notDelivered = open.filter((i) => missing.has(String(i.id))).map((i) => i.id)
    const update = (ids: number[], stav: string) =>
      ids.length === 0
        ? null
        : trx
            .from('pool_items')
            .whereIn('id', ids)
            .update({
              stav,
              version: trx.knexRawQuery('version + 1'),
              updated_at: trx.knexRawQuery('now()'),
            })
    await update(delivered, 'přijato')
    await update(notDelivered, 'vyřazeno')
    await recordHistory(trx, [
      ...delivered.map((id) => ({
        poolItemId: id,
        stav: 'přijato',
        note: `Převodka ${code}`,
        by: acting.by,
      })),
      ...notDelivered.map((id) => ({
        poolItemId: id,
        stav: 'vyřazeno',
        note: `Převodka ${code}: nedodáno`,
        by: acting.by,
      })),
    ])
    await closeCompletedPrevodky(trx, [prevodka.id])
    return trx.from('prevodky').where('id', prevodka.id).first()
  })
}
