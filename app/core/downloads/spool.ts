import { createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import downloads from '#config/downloads'
import { outOfTempSpace, tempFolder } from '#core/temp_files'

/*
| A workbook read from the database is written whole to a temporary file before the first
| byte goes to the client: the read (a cursor in one transaction) then lasts as long as the
| database and the disk take, never as long as a slow or stalled client. At most
| `spoolsPerProcess` run at once, so downloads cannot take the connections other requests
| need. The file lives only for its request, like a multipart upload's.
*/

let running = 0
const waiting: (() => void)[] = []

async function takeTurn() {
  if (running < downloads.spoolsPerProcess) {
    running++
    return
  }
  await new Promise<void>((resolve) => waiting.push(resolve))
}

function passTurn() {
  const next = waiting.shift()
  if (next) next()
  else running--
}

export type Spooled = { path: string; size: number; remove(): Promise<void> }

/** Writes `source` to a new temporary file; `signal` (the client went away) stops it. */
export async function spool(source: () => Readable, signal: AbortSignal): Promise<Spooled> {
  await takeTurn()
  let dir: string | null = null
  const remove = async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  }
  /* Every way out gives the turn back: a full temp disk once kept it for good (issue #35). */
  try {
    dir = await tempFolder('download')
    signal.throwIfAborted()
    const path = join(dir, 'download')
    await pipeline(source(), createWriteStream(path), { signal })
    const { size } = await stat(path)
    return { path, size, remove }
  } catch (error) {
    await remove()
    throw outOfTempSpace(error)
  } finally {
    passTurn()
  }
}
