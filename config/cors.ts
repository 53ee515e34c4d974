import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'

/*
| CORS is closed by default: the SPA is served from the API's own origin and needs none.
| CORS_ORIGINS (comma-separated, e.g. `https://a.example,https://b.example`) opens the
| API to those exact origins; tokens travel in the Authorization header, not cookies.
*/
const origins = (env.get('CORS_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

export default defineConfig({
  enabled: true,
  origin: origins,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: ['content-type', 'authorization', 'accept'],
  exposeHeaders: ['content-disposition', 'retry-after', 'x-request-id'],
  credentials: false,
  maxAge: 600,
})
