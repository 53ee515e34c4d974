import { api } from '../../../lib/api-client'
import type { User } from '../../../lib/user'

export interface LoginInput {
  email: string
  password: string
}

/** A token and user; with two-factor sign-in on, a challenge for the second step instead. */
export interface LoginResponse {
  token?: string
  user?: User
  twoFactorRequired?: boolean
  challenge?: string
}

export function login(input: LoginInput) {
  return api.post<LoginResponse>('/auth/login', input)
}

/** The second step: the code from the authenticator app, or a recovery code. */
export function loginTwoFactor(input: { challenge: string; code: string }) {
  return api.post<LoginResponse>('/auth/login/2fa', input)
}
