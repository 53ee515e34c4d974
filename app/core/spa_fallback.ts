import { existsSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { ASSETS_PREFIX } from '#config/static'
import { sendPublishedAsset } from '#core/web_assets'

/**
 * The SPA owns every non-API path outside the build's assets (its router shows `404 – stránka nenalezena`);
 * unknown API paths stay JSON.
 */
export async function spaFallback(ctx: HttpContext) {
  const { request, response } = ctx
  if (request.url().startsWith('/api/') || request.url() === '/api') {
    throw DomainError.notFound('Požadovaná adresa API neexistuje.')
  }
  /* Another build's file (a rolling deploy): from the table its host published it to. Else a
     404, never index.html as JavaScript. */
  if (request.url().startsWith(ASSETS_PREFIX)) {
    const name = request.url().slice(ASSETS_PREFIX.length)
    if (await sendPublishedAsset(ctx, name)) return
    return response.status(404).type('text/plain').send('Soubor nenalezen.')
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
