import { expect } from 'vitest'

/*
| Checks of the list contract (issue #16) shared by the list API tests: totals, disjoint
| consecutive pages, the order of every sortable field, and 422 on a bad parameter.
*/

export type ListAnswer = { status: number; body: any; headers: Headers }
export type ListGet = (query: string) => Promise<ListAnswer>

/**
 * A list endpoint read with the token `token()` gives at the time (tokens are made in
 * beforeAll); the query is appended to the path's own.
 */
export const listAt =
  (api: () => { get(path: string, token?: string): Promise<ListAnswer> }) =>
  (path: string, token: () => string): ListGet =>
  (query) =>
    api().get(`${path}${path.includes('?') ? '&' : '?'}${query}`, token())

const collator = new Intl.Collator('cs', { numeric: true })

/** Czech order for text (numbers inside by value), numbers by value. */
export function compareValues(a: unknown, b: unknown) {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

const missing = (v: unknown) => v === null || v === undefined || v === ''

/** The rows of an answer, and its total from X-Total-Count. */
export async function page(get: ListGet, query: string, rowsOf = (body: any) => body) {
  const res = await get(query)
  expect(res.status, `${query}: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBe(200)
  return { rows: rowsOf(res.body) as any[], total: Number(res.headers.get('x-total-count')) }
}

/** Consecutive pages of `size` are disjoint and together are the whole list, in its order. */
export async function expectPagesCoverList(
  get: ListGet,
  options: { size: number; idOf: (row: any) => string; rowsOf?: (body: any) => any[] }
) {
  const whole = await page(get, 'limit=500', options.rowsOf)
  expect(whole.total).toBe(whole.rows.length)
  const seen: string[] = []
  for (let n = 1; n <= Math.ceil(whole.total / options.size) + 1; n++) {
    const part = await page(get, `page=${n}&limit=${options.size}`, options.rowsOf)
    expect(part.total).toBe(whole.total)
    expect(part.rows.length).toBe(Math.max(0, Math.min(options.size, whole.total - seen.length)))
    seen.push(...part.rows.map(options.idOf))
  }
  expect(new Set(seen).size).toBe(seen.length)
  expect(seen).toEqual(whole.rows.map(options.idOf))
  return whole
}

/**
 * For each field, both directions order the rows by it (rows without a value together at
 * one end), and `desc` is not just `asc` read backwards when values tie.
 */
export async function expectSortsOrder(
  get: ListGet,
  fields: Record<string, (row: any) => unknown>,
  rowsOf?: (body: any) => any[]
) {
  for (const [field, valueOf] of Object.entries(fields)) {
    for (const dir of ['asc', 'desc'] as const) {
      const { rows } = await page(
        get,
        `sort=${encodeURIComponent(field)}&dir=${dir}&limit=500`,
        rowsOf
      )
      const values = rows.map(valueOf)
      const present = values.filter((v) => !missing(v))
      for (let i = 1; i < present.length; i++) {
        const order = compareValues(present[i - 1], present[i])
        expect(
          dir === 'asc' ? order <= 0 : order >= 0,
          `${field} ${dir}: ${String(present[i - 1])} before ${String(present[i])}`
        ).toBe(true)
      }
      const firstMissing = values.findIndex(missing)
      if (firstMissing >= 0) {
        const lastMissing = values.length - 1 - [...values].reverse().findIndex(missing)
        const run = values.slice(firstMissing, lastMissing + 1)
        expect(run.every(missing), `${field} ${dir}: rows without a value are together`).toBe(true)
        expect(firstMissing === 0 || lastMissing === values.length - 1).toBe(true)
      }
    }
  }
}

/** A 422 with the parameter named in `errors[0].field` and a Czech message. */
export async function expectBadParameter(get: ListGet, query: string, field: string) {
  const res = await get(query)
  expect(res.status, `${query} → ${res.status} ${JSON.stringify(res.body)}`).toBe(422)
  expect(res.body.code).toBe('VALIDATION_ERROR')
  expect(res.body.errors[0].field).toBe(field)
  expect(res.body.message).toMatch(/[ěščřžýáíéůú]|Pole|lze/)
}

/** The contract's bad values every list refuses. */
export async function expectContractRefusals(get: ListGet) {
  await expectBadParameter(get, 'sort=bogus', 'sort')
  await expectBadParameter(get, 'sort=bogus&dir=sideways', 'sort')
  await expectBadParameter(get, 'dir=sideways', 'dir')
  await expectBadParameter(get, 'limit=0', 'limit')
  await expectBadParameter(get, 'limit=501', 'limit')
  await expectBadParameter(get, 'limit=1e3', 'limit')
  await expectBadParameter(get, 'page=0', 'page')
  await expectBadParameter(get, 'page=x', 'page')
  await expectBadParameter(get, 'page=1&page=2', 'page')
}
