import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

const names = new Map<string, string>()

/**
 * Runs a read as a named prepared statement: PostgreSQL plans it once per connection
 * instead of on every call. For the hottest list queries, whose planning (partial and
 * expression indexes to weigh) costs more than their execution. `?` placeholders as in
 * rawQuery; the text must not vary per call except through its values.
 */
export async function preparedRows<Row = any>(text: string, values: unknown[]): Promise<Row[]> {
  let name = names.get(text)
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
    names.set(text, name)
  }
  let n = 0
  const sql = text.replace(/\?/g, () => `$${++n}`)
  const knex = db.connection().getReadClient()
  const client = await knex.client.acquireConnection()
  try {
    const result = await client.query({ name, text: sql, values })
    return result.rows as Row[]
  } finally {
    await knex.client.releaseConnection(client)
  }
}
