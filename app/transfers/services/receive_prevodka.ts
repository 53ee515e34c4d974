import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { recordHistory } from '#pool/services/record_history'
import { closeCompletedPrevodky } from '#transfers/services/close_prevodky'
import type { Acting } from '#pool/services/apply_stav_action'
import {
  receiptNote,
  settleReceiptLine,
  type ReceiptLineInput,
  type SettledLine,
} from '#transfers/rules/receipt_lines'

export type ReceivedLine = ReceiptLineInput & { _id: string }

/**
 * The target branch receives a převodka line by line: each line becomes přijato (in
 * full, or short with a reason) or nedodáno; lines not listed are delivered in full. The
 * převodka becomes přijato when every line came in full, else uzavřeno. All-or-nothing:
 * one refused line (422) writes nothing.
 */
export async function receivePrevodka(acting: Acting, code: string, lines: ReceivedLine[]) {
  return db.transaction(async (trx) => {
    const prevodka = await trx
      .from('prevodky')
      .where({ prevodka_id: code, firma: acting.firma })
      .forUpdate()
      .first()
    /* A branch that is neither end does not see the převodka at all (issue #22). */
    if (!prevodka || ![prevodka.from_code, prevodka.to_code].includes(acting.pharmacyCode)) {
      throw DomainError.notFound('Převodka nenalezena.')
    }
    if (prevodka.to_code !== acting.pharmacyCode) {
      throw DomainError.forbidden('Převodku může přijmout jen cílová pobočka.')
    }
    if (prevodka.stav !== 'odesláno')
      throw DomainError.conflict('ALREADY_RECEIVED', 'Převodka již byla přijata.')
    const items = await trx.from('pool_items').where('prevodka_id', prevodka.id).forUpdate()
    const byId = new Map(lines.map((l) => [String(l._id), l]))
    const known = new Set(items.map((i) => String(i.id)))
    const unknown = lines.find((l) => !known.has(String(l._id)))
    if (unknown) {
      throw DomainError.invalid('UNKNOWN_LINE', `Položka ${unknown._id} na převodce ${code} není.`)
    }
    if (byId.size !== lines.length) {
      throw DomainError.invalid('DUPLICATE_LINE', 'Každá položka smí být v příjmu jen jednou.')
    }

    const settled: { item: any; line: SettledLine }[] = []
    for (const item of items.filter((i) => i.stav === 'odesláno')) {
      const line = settleReceiptLine(
        { nazev: item.nazev, mnozstvi: Number(item.mnozstvi) },
        byId.get(String(item.id)),
        domain.RECEIPT_REASONS
      )
      if (!line.ok) throw DomainError.invalid(line.code, line.message)
      settled.push({ item, line })
    }
    if (settled.length > 0) {
      await trx.rawQuery(
        `UPDATE pool_items p
            SET stav = v.stav, received_quantity = v.received, receipt_reason = v.reason,
                version = p.version + 1, updated_at = now()
           FROM unnest(?::int[], ?::text[], ?::numeric[], ?::text[]) AS v(id, stav, received, reason)
          WHERE p.id = v.id`,
        [
          settled.map((s) => s.item.id),
          settled.map((s) => s.line.stav),
          settled.map((s) => s.line.received),
          settled.map((s) => s.line.reason) as string[],
        ]
      )
    }
    await recordHistory(
      trx,
      settled.map(({ item, line }) => ({
        poolItemId: item.id,
        stav: line.stav,
        note: receiptNote(code, { nazev: item.nazev, mnozstvi: Number(item.mnozstvi) }, line),
        by: acting.by,
      }))
    )
    await closeCompletedPrevodky(trx, [prevodka.id])
    const received = await trx.from('prevodky').where('id', prevodka.id).first()
    await recordAudit(
      {
        action: 'transfers.receive',
        entity: 'prevodka',
        entityId: code,
        before: { stav: prevodka.stav },
        after: {
          stav: received.stav,
          lines: settled.map(({ item, line }) => ({
            id: item.id,
            stav: line.stav,
            received: line.received,
            reason: line.reason,
          })),
        },
      },
      trx
    )
    return received
  })
}
