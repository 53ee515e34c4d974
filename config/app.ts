import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { security } from '#config/security'

export const appKey = new Secret(env.get('APP_KEY'))

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  /* The logger mixin reads the request id of the running request (#core/log_context). */
  useAsyncLocalStorage: true,
  /* X-Forwarded-For counts only from TRUSTED_PROXIES (#config/security); none by default. */
  trustProxy: security.trustProxy,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
