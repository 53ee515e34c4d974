import { stat } from 'node:fs/promises'
import { createReadStream } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import { defineConfig } from '@adonisjs/static'
import { acceptedEncoding } from '#core/accept_encoding'
import { ASSETS_PREFIX, IMMUTABLE } from '#config/static'

let files: StaticMiddleware | undefined

/**
 * Serves the built SPA's files from `public/`. API requests skip it: they never name a
 * file, and the stock middleware would stat the disk for each one (and is built anew per
 * request), which costs the hot list endpoints latency for nothing. A hashed asset is
 * sent as the brotli or gzip file the build wrote beside it when the browser takes one.
 */
export default class StaticFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    if (url.startsWith('/api/')) return next()
    if (url.startsWith(ASSETS_PREFIX)) {
      /* The build's assets are one flat folder of hashed names: anything else under /assets/
         (`%2e%2e/index.html`) is refused, never resolved to a file outside it and cached for a
         year by a shared cache that normalises the path (issue #35). */
      if (!assetName(url)) return ctx.response.status(404).send('')
      if (await sendPrecompressed(ctx, url)) return
    }
    files ??= new StaticMiddleware(app.publicPath(), app.config.get('static', defineConfig({})))
    return files.handle(ctx, next)
  }
}

/** The file name an /assets/ URL names, or null when it names anything but one plain file. */
function assetName(url: string) {
  let name: string
  try {
    name = decodeURIComponent(url.slice(ASSETS_PREFIX.length))
  } catch {
    return null
  }
  return /^[\w-][\w.-]*$/.test(name) && !name.includes('..') ? name : null
}

async function sendPrecompressed({ request, response }: HttpContext, url: string) {
  if (request.method() !== 'GET') return false
  const encoding = acceptedEncoding(request.header('accept-encoding'))
  if (!encoding) return false
  const root = app.publicPath()
  let path: string
  try {
    path = normalize(join(root, decodeURIComponent(url)))
  } catch {
    return false
  }
  if (!path.startsWith(`${root}${sep}`)) return false
  const compressed = `${path}.${encoding === 'br' ? 'br' : 'gz'}`
  const found = await stat(compressed).catch(() => null)
  if (!found?.isFile()) return false

  response.header('Cache-Control', IMMUTABLE)
  response.header('Vary', 'Accept-Encoding')
  response.header('Content-Encoding', encoding)
  response.header('Content-Length', found.size)
  response.header('Last-Modified', found.mtime.toUTCString())
  response.type(extname(path))
  response.stream(createReadStream(compressed))
  return true
}
