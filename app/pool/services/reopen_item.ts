import { DomainError } from '#core/domain_error'
import { removedSinceLastUpload } from '#pool/queries/pool_lists'
import { applyStavAction, type Acting } from '#pool/services/apply_stav_action'

/** Puts a removed item back into odesláno with its original data (doc 2 "Prepared transfers"). */
export async function reopenItem(
  acting: Acting,
  lot: { nazev: string; sarze?: string | null; exspirace?: string | null }
) {
  const removed = await removedSinceLastUpload(acting)
  const item = removed.find(
    (i) =>
      i['Název'] === lot.nazev &&
      (i['Šarže'] ?? '') === (lot.sarze ?? '') &&
      (lot.exspirace === undefined || (i.Exspirace ?? null) === (lot.exspirace || null))
  )
  if (!item) throw DomainError.notFound('Odstraněná položka nenalezena.')
  await applyStavAction(acting, 'reopen', [Number(item.id)])
}
