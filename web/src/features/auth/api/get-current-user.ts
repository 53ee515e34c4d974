import { ApiError, api } from '../../../lib/api-client'
import type { User } from '../../../lib/user'

export class InvalidUserResponseError extends Error {
  constructor() {
    super('Neplatná odpověď serveru')
    this.name = 'InvalidUserResponseError'
  }
}

function looksLikeUser(value: unknown): value is User {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const { username, email } = value as Partial<User>
  return typeof username === 'string' || typeof email === 'string'
}

/** Who the token belongs to; the guard calls this on every path change. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  let data: unknown
  try {
    data = await api.get<unknown>('/protected/me', { signal })
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_RESPONSE') {
      throw new InvalidUserResponseError()
    }
    throw error
  }
  if (!looksLikeUser(data)) throw new InvalidUserResponseError()
  return data
}
