import { readdir, readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import { acceptedEncoding } from '#core/accept_encoding'
import { IMMUTABLE } from '#config/static'

/*
| Both builds' files through a rolling deploy (issue #29, table web_assets): a web host
| publishes its own build's hashed files when it starts, and answers a file its disk lacks
| from the table. Names carry their content's hash, so a name is one content for good.
|
| A build's files are kept while any host serves it: a running host marks its own files as
| served every few hours (issue #34: marked only at start, a build that ran 14 days without a
| restart lost its files to the next deploy's pruning, and its pages then 404ed their chunks).
| Files no host has marked for KEEP_DAYS are pruned.
*/

const KEEP_DAYS = 14
const SAFE_NAME = /^[\w.-]+$/
/* Far below KEEP_DAYS: a host that misses a few marks (database away) keeps its files. */
const MARK_EVERY_MS = 6 * 3600_000

const ownNames = () => readdir(app.publicPath('assets')).catch(() => [] as string[])

/** Marks this host's build as served now; answers how many of its files the table has. */
export async function markServed(names?: string[]) {
  names ??= await ownNames()
  if (names.length === 0) return 0
  const result = await db.rawQuery(
    'UPDATE web_assets SET published_at = now() WHERE name = ANY(?)',
    [names]
  )
  return result.rowCount as number
}

/** Removes the files no running host has marked as served for KEEP_DAYS. */
export async function pruneAssets() {
  await db.rawQuery(
    `DELETE FROM web_assets WHERE published_at < now() - make_interval(days => ?)`,
    [KEEP_DAYS]
  )
}

export async function publishAssets() {
  const dir = app.publicPath('assets')
  const names = await ownNames()
  if (names.length === 0) return 0
  const { rows } = await db.rawQuery('SELECT name FROM web_assets WHERE name = ANY(?)', [names])
  const present = new Set(rows.map((r: { name: string }) => r.name))
  let added = 0
  for (const name of names.filter((n) => !present.has(n))) {
    await db.rawQuery(
      'INSERT INTO web_assets (name, content) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
      [name, await readFile(join(dir, name))]
    )
    added++
  }
  await markServed(names)
  await pruneAssets()
  return added
}

/**
 * Publishes before the host takes requests, so a page it serves never names a file that the
 * other builds' hosts cannot find; a database slow to answer delays the start by `waitMs` at
 * most, and the publication then finishes in the background.
 */
export async function publishAssetsAtStart(waitMs = 5000) {
  const published = publishAssets().then(
    (added) => added > 0 && logger.info(`published ${added} file(s) of this build for other hosts`),
    (error) => logger.warn({ err: error }, 'build files not published')
  )
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
  await Promise.race([published, waited])
  clearTimeout(timer)
  setInterval(() => {
    markServed().catch((error) => logger.warn({ err: error }, 'build files not marked as served'))
  }, MARK_EVERY_MS).unref()
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' }

/** Answers /assets/<name> from the table when another build's host published it; false if none did. */
export async function sendPublishedAsset({ request, response }: HttpContext, name: string) {
  if (!SAFE_NAME.test(name)) return false
  const encoding = acceptedEncoding(request.header('accept-encoding'))
  const candidates = [
    ...(encoding ? [[`${name}.${encoding === 'br' ? 'br' : 'gz'}`, encoding] as const] : []),
    [name, null] as const,
  ]
  for (const [stored, contentEncoding] of candidates) {
    const row = await db.from('web_assets').where('name', stored).select('content').first()
    if (!row) continue
    response.header('Cache-Control', IMMUTABLE)
    response.header('Vary', 'Accept-Encoding')
    if (contentEncoding) response.header('Content-Encoding', contentEncoding)
    response.type(TYPES[extname(name)] ?? extname(name))
    response.send(row.content as Buffer)
    return true
  }
  return false
}
