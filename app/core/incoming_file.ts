import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { clientFileName } from '#core/client_file_name'

/** An uploaded file as a service needs it: a browser upload or a file on the server. */
export type IncomingFile = {
  clientName: string
  size: number
  /** Where its bytes are on this host now (the request's temporary file, or the file itself). */
  tmpPath?: string
  tooLarge: boolean
}

export function incomingUpload(file: MultipartFile | null): IncomingFile | null {
  if (!file) return null
  return {
    clientName: clientFileName(file.clientName),
    size: file.size,
    tmpPath: file.tmpPath,
    tooLarge: file.errors.some((e) => e.type === 'size'),
  }
}

/** A file already on this host (CLI, demo seed, the export inbox), stored like an upload. */
export async function incomingLocalFile(path: string, maxMb: number): Promise<IncomingFile> {
  const { size } = await stat(path)
  return {
    clientName: basename(path),
    size,
    tmpPath: path,
    tooLarge: size > maxMb * 1024 * 1024,
  }
}
