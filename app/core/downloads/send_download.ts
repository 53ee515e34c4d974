import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import downloads from '#config/downloads'
import { takeExportSlot } from '#core/downloads/export_slots'
import { spool, type Spooled } from '#core/downloads/spool'

export type Download = {
  /** The whole Content-Disposition value (`attachment; filename="…"`). */
  disposition: string
  contentType: string
  /** The file's bytes; called once the user has a download slot. */
  body: () => Readable
  /**
   * Write the whole file first (a body that reads the database through a cursor in one
   * transaction); otherwise it is streamed as the client reads (a body that reads page by
   * page and holds no connection between pages).
   */
  spool: boolean
}

/**
 * Sends a generated file (issue #27): within the user's limit of running downloads (429
 * beyond it), never holding a database connection while the client reads, and cut off
 * when the client stops reading for `stallMs` (no byte taken by its connection).
 */
export async function sendDownload({ auth, response }: HttpContext, download: Download) {
  const slot = await takeExportSlot((auth.getUserOrFail() as { id: number }).id)
  const res = response.response
  const gone = new AbortController()
  const onClose = () => gone.abort()
  res.once('close', onClose)
  let spooled: Spooled | null = null
  let body: Readable
  try {
    if (download.spool) {
      spooled = await spool(download.body, gone.signal)
      body = createReadStream(spooled.path)
      response.header('Content-Length', String(spooled.size))
    } else {
      body = download.body()
    }
  } catch (error) {
    res.off('close', onClose)
    await slot.release()
    /* The client went away while the file was written: there is no one to answer. */
    if (gone.signal.aborted) return
    throw error
  }
  response.onFinish(() => {
    res.off('close', onClose)
    slot.release().catch(() => {})
    spooled?.remove().catch(() => {})
  })
  /* The socket times out when none of its writes completes: the client takes no bytes. */
  res.setTimeout(downloads.stallMs, () => res.destroy())
  response.header('Content-Type', download.contentType)
  response.header('Content-Disposition', download.disposition)
  response.header('Cache-Control', 'private, no-store')
  response.stream(body)
}
