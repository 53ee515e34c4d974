import { DomainError } from '#core/domain_error'

const REDIS_TIMEOUT_MS = 3000
const UNAVAILABLE = 'Fronta úloh neodpovídá. Zkuste to prosím za chvíli.'

/** A Redis read that fails fast with a Czech 503 instead of hanging the request. */
export async function fromRedis<T>(read: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), REDIS_TIMEOUT_MS)
  })
  try {
    return await Promise.race([read(), timeout])
  } catch (error) {
    if (error instanceof DomainError) throw error
    throw new DomainError('QUEUE_UNAVAILABLE', 503, UNAVAILABLE)
  } finally {
    clearTimeout(timer)
  }
}
