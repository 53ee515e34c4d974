import { createReadStream, createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
| Uploaded files live in PostgreSQL (issue #29), where every host reads them: a web host
| stores what it took, a worker on any other host reads it, the retention job deletes it,
| and the database's backup covers it. A file is a `stored_files` row and its bytes in
| `stored_file_chunks` of 1 MiB, written and read one chunk at a time so neither side ever
| holds a whole file in memory; the chunks are stored uncompressed (an xlsx already is).
| Written inside the caller's transaction, a file is committed with its upload's row.
*/

const CHUNK_BYTES = 1024 * 1024

type Client = TransactionClientContract

export class StoredFileMissing extends Error {
  name = 'StoredFileMissing'
  constructor(key: string) {
    super(`Uložený soubor ${key} v databázi není.`)
  }
}

type Source = AsyncIterable<Buffer | string> | Iterable<Buffer | string>

async function* chunksOf(source: Source) {
  let pending: Buffer[] = []
  let size = 0
  for await (const piece of source) {
    const buffer = typeof piece === 'string' ? Buffer.from(piece) : piece
    pending.push(buffer)
    size += buffer.length
    while (size >= CHUNK_BYTES) {
      const whole = Buffer.concat(pending)
      yield whole.subarray(0, CHUNK_BYTES)
      pending = [whole.subarray(CHUNK_BYTES)]
      size = pending[0].length
    }
  }
  if (size > 0) yield Buffer.concat(pending)
}

async function write(trx: Client, key: string, source: Source) {
  await trx.from('stored_files').where('key', key).delete()
  const [row] = await trx.table('stored_files').insert({ key }).returning('id')
  const id = Number(row.id)
  let size = 0
  let seq = 0
  for await (const chunk of chunksOf(source)) {
    await trx.rawQuery('INSERT INTO stored_file_chunks (file_id, seq, data) VALUES (?, ?, ?)', [
      id,
      seq++,
      chunk,
    ])
    size += chunk.length
  }
  await trx.from('stored_files').where('id', id).update({ size, chunks: seq })
  return { size }
}

/**
 * Stores a stream (or the file at a local path) under `key`, replacing a file of that key;
 * inside `trx` when given (committed with the caller's rows), else in a transaction of its own.
 */
export async function storeFile(key: string, source: Source | string, trx?: Client) {
  const stream = typeof source === 'string' ? createReadStream(source) : source
  if (trx) return write(trx, key, stream)
  return db.transaction((own) => write(own, key, stream))
}

/** The stored file's bytes as a stream, read one chunk at a time. */
export function openStoredFile(key: string): Readable {
  return Readable.from(
    (async function* () {
      const file = await db.from('stored_files').where('key', key).select('id', 'chunks').first()
      if (!file) throw new StoredFileMissing(key)
      for (let seq = 0; seq < file.chunks; seq++) {
        const chunk = await db
          .from('stored_file_chunks')
          .where({ file_id: file.id, seq })
          .select('data')
          .first()
        if (!chunk) throw new StoredFileMissing(key)
        yield chunk.data as Buffer
      }
    })(),
    { objectMode: false }
  )
}

/** Copies a stored file to a local path (a worker's temporary file it parses). */
export async function copyStoredFile(key: string, path: string) {
  await pipeline(openStoredFile(key), createWriteStream(path))
  return path
}

export async function storedFileExists(key: string) {
  return Boolean(await db.from('stored_files').where('key', key).select('id').first())
}

/** Deletes stored files with their chunks; answers how many there were. */
export async function deleteStoredFiles(keys: string[], trx?: Client) {
  if (keys.length === 0) return 0
  const client = trx ?? db
  return Number(await client.from('stored_files').whereIn('key', keys).delete())
}
