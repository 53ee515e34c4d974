import { existsSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'

/**
 * The SPA owns every non-API path (its router shows `404 – stránka nenalezena`);
 * unknown API paths stay JSON.
 */
export async function spaFallback({ request, response }: HttpContext) {
  if (request.url().startsWith('/api/') || request.url() === '/api') {
    throw DomainError.notFound('Požadovaná adresa API neexistuje.')
  }
  const index = app.publicPath('index.html')
  if (!existsSync(index)) {
    return response
      .status(503)
      .send('Webové rozhraní není sestavené: spusťte `npm run build:web` nebo `npm start`.')
  }
  response.header('cache-control', 'no-cache')
  return response.download(index)
}
