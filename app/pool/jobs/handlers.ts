import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { matchItems } from '#pool/services/match_items'

/** The nightly matching of every firma (DOMAIN.md): demand changes even without uploads. */
export async function matchAllHandler() {
  const firmas = await db.from('pool_items').distinct('firma')
  let matched = 0
  for (const { firma } of firmas) matched += await matchItems(firma)
  logger.info(`nightly matching: ${matched} items matched in ${firmas.length} firma(s)`)
  return { matched }
}
