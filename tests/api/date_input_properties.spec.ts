import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'

/*
| Dates typed into forms (a task's termín, an admin's Exspirace of a pool item): any
| `YYYY-MM-DD`-shaped text is stored as exactly that day or refused with 422 and a Czech
| message; never a 500 from the database, never a neighbouring day.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let db: (typeof import('@adonisjs/lucid/services/db'))['default']

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({ admin } = await signInStaff(api, ['1', '2']))
  db = (await import('@adonisjs/lucid/services/db')).default
})
afterAll(async () => {
  await ctx?.close()
})

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const dayText = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(0, 1, 999, 1899, 1990, 2024, 2026, 2100, 9999),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 })
    )
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`),
  fc.constantFrom('2024-02-29', '2025-02-29', '2026-02-31', '0000-01-01', '2026-11-22')
)
const isCalendarDay = (s: string) => {
  const date = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s
}

describe('dates in request bodies', () => {
  test('a task termín is that day or a Czech 422', async () => {
    await fc.assert(
      fc.asyncProperty(dayText, async (dueDate) => {
        const res = await api.post(
          '/api/tasks',
          { title: 'Inventura', pharmacyCodes: ['1'], dueDate },
          admin
        )
        expect([200, 201, 422], `${dueDate}: ${JSON.stringify(res.body)}`).toContain(res.status)
        if (res.status === 422) {
          expect(res.body.message).toMatch(/[ěščřžýáíéůúňťďó]/)
          return
        }
        expect(isCalendarDay(dueDate), `${dueDate} accepted`).toBe(true)
        const row = await db
          .from('tasks')
          .orderBy('id', 'desc')
          .select(db.raw(`to_char(due_date, 'YYYY-MM-DD') AS due`))
          .first()
        expect(row.due).toBe(dueDate)
      }),
      { numRuns: 40 }
    )
  })

  test("an admin's Exspirace of a pool item is that day or a Czech 422", async () => {
    const [{ id }] = await db
      .table('pool_items')
      .insert({
        firma: 'LEMON',
        pharmacy_code: '1',
        pdk: 'A1',
        nazev: 'PARALEN',
        mnozstvi: 5,
        stav: 'aktivní',
      })
      .returning('id')
    await fc.assert(
      fc.asyncProperty(dayText, async (exspirace) => {
        const { version } = await db.from('pool_items').where('id', id).first()
        const res = await api.call('PUT', `/api/poolitems/${id}`, {
          token: admin,
          body: {
            version,
            PDK: 'A1',
            Název: 'PARALEN',
            Množství: 5,
            Exspirace: exspirace,
            pharmacyCode: '1',
            stav: 'aktivní',
          },
        })
        expect([200, 422], `${exspirace}: ${JSON.stringify(res.body)}`).toContain(res.status)
        const row = await db
          .from('pool_items')
          .where('id', id)
          .select(db.raw(`to_char(exspirace, 'YYYY-MM-DD') AS exspirace`))
          .first()
        if (res.status === 422) {
          expect(res.body.message).toMatch(/[ěščřžýáíéůúňťďó]/)
          return
        }
        expect(isCalendarDay(exspirace), `${exspirace} accepted`).toBe(true)
        expect(row.exspirace).toBe(exspirace)
      }),
      { numRuns: 40 }
    )
  })
})
