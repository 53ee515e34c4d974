import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import json from '@poppinss/utils/json'
import { acceptedEncoding } from '#core/accept_encoding'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i

/** The answer's JSON text, or undefined when the body is not JSON. */
function jsonText(body: unknown, contentType: unknown): string | undefined {
  if (typeof body === 'string') {
    return typeof contentType === 'string' && JSON_TYPE.test(contentType) ? body : undefined
  }
  if (body === null || typeof body !== 'object') return undefined
  if (body instanceof Uint8Array || body instanceof Date || body instanceof RegExp) return undefined
  return json.safeStringify(body)
}

/*
| JSON answers over 1 KB go out compressed (brotli, else gzip) when the client takes it:
| a branch's lists are tens of kilobytes of repetitive JSON, a few over a branch's VPN.
| Compression runs on libuv's thread pool; brotli at quality 4 compresses about as well
| as gzip -6 at a fraction of the time of its best quality (which only built assets use).
| A JSON answer is an object the controller returned, or a text it sent as JSON (the list
| pages PostgreSQL builds, `listJsonAnswer`). Streams (server-sent events, PDFs,
| downloads) and other bodies pass untouched.
*/
export default class CompressJsonMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    const content = response.content
    if (!content || !response.isPending) return
    const [body, generateEtag, jsonpCallback] = content
    if (jsonpCallback || response.getHeader('Content-Encoding')) return
    const text = jsonText(body, response.getHeader('Content-Type'))
    if (text === undefined || Buffer.byteLength(text) < COMPRESS_MIN_BYTES) return
    response.append('Vary', 'Accept-Encoding')
    const encoding = acceptedEncoding(request.header('accept-encoding'))
    if (!encoding) return

    const compressed =
      encoding === 'br'
        ? await brotli(text, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : await gzipAsync(text, { level: 6 })
    response.header('Content-Encoding', encoding)
    response.safeHeader('Content-Type', 'application/json; charset=utf-8')
    response.send(compressed, generateEtag)
  }
}
