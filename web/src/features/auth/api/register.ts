import { api } from '../../../lib/api-client'
import type { User } from '../../../lib/user'

export interface RegisterInput {
  username: string
  email: string
  password: string
}

export function register(input: RegisterInput) {
  return api.post<{ user: User }>('/auth/register', input)
}
