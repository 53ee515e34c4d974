import { createWriteStream } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { clientFileName } from '#core/client_file_name'
import { DomainError } from '#core/domain_error'
import { keepForRequest, outOfTempSpace, TEMP_PREFIX } from '#core/temp_files'

export type UploadFilesOptions = {
  maxMb: number
  /** The route's own Czech refusal of a file that made the body too large. */
  tooLarge: (file: { name: string; field: string }) => string
}

/*
| Issue #35: nothing is written for a request before it is known to be allowed. The body
| parser reads no multipart body at all (config/bodyparser.ts); this middleware, placed after
| the access check on the few routes that take files, reads it: each file streamed to a
| temporary file of the product's own, the whole body at most `maxMb`, and every such file
| removed when the request ends, answered or failed (by the router's outermost middleware:
| a request cut by a database failover runs its handler again with them, issue #34). A multipart body sent anywhere else (a
| 404, the sign-in, a route the caller may not use) is never read, let alone written.
*/
export default class UploadFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: UploadFilesOptions) {
    const multipart = ctx.request.multipart
    if (!ctx.request.is(['multipart/form-data']) || !multipart || multipart.state !== 'idle') {
      return next()
    }
    let current = { name: '', field: '' }
    multipart.onFile('*', { deferValidations: true }, async (part, reporter) => {
      current = { name: clientFileName(part.filename ?? ''), field: part.name ?? '' }
      const tmpPath = join(tmpdir(), `${TEMP_PREFIX}upload-${randomUUID()}`)
      keepForRequest(ctx, tmpPath)
      try {
        part.pause()
        part.on('data', reporter)
        await pipeline(part, createWriteStream(tmpPath))
        return { tmpPath }
      } catch (error) {
        multipart.abort(outOfTempSpace(error))
      }
    })
    await multipart.process({ limit: `${options.maxMb}mb` }).catch((error) => {
      if ((error as { code?: string }).code !== 'E_REQUEST_ENTITY_TOO_LARGE') throw error
      throw new DomainError('FILE_TOO_LARGE', 413, options.tooLarge(current))
    })
    await next()
  }
}
