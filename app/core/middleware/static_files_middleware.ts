import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import { defineConfig } from '@adonisjs/static'

let files: StaticMiddleware | undefined

/**
 * Serves the built SPA's files from `public/`. API requests skip it: they never name a
 * file, and the stock middleware would stat the disk for each one (and is built anew per
 * request), which costs the hot list endpoints latency for nothing.
 */
export default class StaticFilesMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url().startsWith('/api/')) return next()
    files ??= new StaticMiddleware(app.publicPath(), app.config.get('static', defineConfig({})))
    return files.handle(ctx, next)
  }
}
