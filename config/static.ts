import { defineConfig } from '@adonisjs/static'

/** The build's files whose names carry a hash of their content: cached for good. */
export const ASSETS_PREFIX = '/assets/'
export const IMMUTABLE = 'public, max-age=31536000, immutable'

export default defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  /* index.html names the current assets: the browser asks again every time (ETag → 304). */
  headers: (path: string): Record<string, string> =>
    path.includes('/assets/')
      ? { 'Cache-Control': IMMUTABLE, 'Vary': 'Accept-Encoding' }
      : { 'Cache-Control': 'no-cache' },
})
