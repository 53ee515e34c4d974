import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Files worth compressing; smaller ones cost more in headers than they save. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/
const MIN_BYTES = 1024

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) next to every built text
 * file, once at build time, so the server sends compressed assets without compressing
 * per request (app/core/middleware/static_files_middleware.ts picks one by Accept-Encoding).
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'lemon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name)
          const content = await readFile(path)
          if (content.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        })
      )
    },
  }
}
