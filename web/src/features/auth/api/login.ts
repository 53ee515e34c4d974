import { api } from '../../../lib/api-client'
import type { User } from '../../../lib/user'

export interface LoginInput {
  email: string
  password: string
}

export interface LoginResponse {
  token?: string
  user?: User
}

export function login(input: LoginInput) {
  return api.post<LoginResponse>('/auth/login', input)
}
