import { defineConfig } from '@adonisjs/auth'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import type { HttpContext } from '@adonisjs/core/http'
import { JwtGuard } from '#core/auth/jwt_guard'
import { userProvider } from '#users/services/user_provider'

const authConfig = defineConfig({
  default: 'jwt',
  guards: {
    jwt: (ctx: HttpContext) => new JwtGuard(ctx, userProvider),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
