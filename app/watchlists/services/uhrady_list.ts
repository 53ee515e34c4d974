import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { currentPriceList } from '#pricelists/queries/price_lists'
import { dbNow } from '#core/clock'

export const NO_UHRADY_LIST = 'Není nahrán žádný platný seznam úhrad.'

/** The úhrady list valid today (API.md: search and new items use the current list). */
export async function currentUhradyList(now?: Date) {
  const list = await currentPriceList('uhrady', dayIn(now ?? (await dbNow()), domain.TIME_ZONE))
  if (!list) throw new DomainError('NO_UHRADY_LIST', 404, NO_UHRADY_LIST)
  return list
}
