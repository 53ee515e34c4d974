import { stat } from 'node:fs/promises'
import { createReadStream } from 'node:fs'
import { basename } from 'node:path'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import drive from '@adonisjs/drive/services/main'
import { clientFileName } from '#core/client_file_name'
import type { IncomingFile } from '#exports/services/accept_upload'

export function incomingUpload(file: MultipartFile | null): IncomingFile | null {
  if (!file) return null
  return {
    clientName: clientFileName(file.clientName),
    size: file.size,
    tmpPath: file.tmpPath,
    tooLarge: file.errors.some((e) => e.type === 'size'),
    moveToDisk: (key) => file.moveToDisk(key),
  }
}

/** A file already on the server (CLI, demo seed), stored to Drive like an upload. */
export async function incomingLocalFile(path: string, maxMb: number): Promise<IncomingFile> {
  const { size } = await stat(path)
  return {
    clientName: basename(path),
    size,
    tmpPath: path,
    tooLarge: size > maxMb * 1024 * 1024,
    moveToDisk: async (key) => {
      await drive.use().putStream(key, createReadStream(path))
    },
  }
}
