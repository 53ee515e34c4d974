import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import mailConfig from '#config/mail'
import { type CzechForms, czCount } from '#core/czech_plural'
import { DomainError } from '#core/domain_error'
import type { Branch } from '#watchlists/queries/watchlists'

/*
| How many watchlist e-mails a user and a branch may send in 24 hours (config/mail.ts),
| counted in Redis so every web process shares the count. Each send builds a PDF and puts
| the product's name on a message to anyone: twenty a day is plenty for patients and
| doctors, and nothing for a spammer.
*/

const MAILS: CzechForms = ['e-mail', 'e-maily', 'e-mailů']
const WINDOW = '24 hours'

const userLimit = () =>
  limiter.use({ requests: mailConfig.watchlistSendsPerUser, duration: WINDOW })
const branchLimit = () =>
  limiter.use({ requests: mailConfig.watchlistSendsPerBranch, duration: WINDOW })

export type SendQuota = { refund(): Promise<void>; scope: null }
export type QuotaRefusal = { scope: 'user' | 'branch'; error: DomainError }

function refusal(scope: 'user' | 'branch'): QuotaRefusal {
  const message =
    scope === 'user'
      ? `Za 24 hodin můžete odeslat nejvýše ${czCount(mailConfig.watchlistSendsPerUser, MAILS)} se sledovanými léky. Zkuste to prosím později.`
      : `Pobočka může za 24 hodin odeslat nejvýše ${czCount(mailConfig.watchlistSendsPerBranch, MAILS)} se sledovanými léky. Zkuste to prosím později.`
  return { scope, error: new DomainError('MAIL_LIMIT', 429, message) }
}

async function consume(limit: ReturnType<typeof userLimit>, key: string) {
  try {
    await limit.consume(key)
    return true
  } catch (error) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) return false
    throw error
  }
}

/**
 * Counts one send for the user and for the branch; when either is at its limit, nothing
 * is counted and the refusal says which. `refund` gives the send back (it failed later).
 */
export async function takeSendQuota(
  userId: number,
  branch: Branch
): Promise<SendQuota | QuotaRefusal> {
  const userKey = `watchlist_mail_user_${userId}`
  const branchKey = `watchlist_mail_branch_${branch.firma}_${branch.pharmacyCode}`
  if (!(await consume(userLimit(), userKey))) return refusal('user')
  if (!(await consume(branchLimit(), branchKey))) {
    await userLimit().decrement(userKey)
    return refusal('branch')
  }
  return {
    scope: null,
    async refund() {
      await userLimit().decrement(userKey)
      await branchLimit().decrement(branchKey)
    },
  }
}
