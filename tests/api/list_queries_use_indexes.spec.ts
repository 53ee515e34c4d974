import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'

/*
| Every sort and filter a list screen offers is served by an index or a bounded scan
| (issue #16). A chain the shape of the pool benchmark's, scaled to 150 000 pool items
| (100 branches × 1 500) and 20 000 převodky, analysed; each list request's SQL is
| explained as a prepared statement's generic plan and as a custom plan (the app runs
| them prepared), and the plan must read neither table whole: no sequential scan, and no
| scan node expected to return more than a branch's worth of rows. Where an index keeps
| the asked order, the plan must not sort at all.
*/

let ctx: TestApp
let client: pg.Client
const BRANCHES = 100
const ITEMS = 1500
const BRANCH_ROWS = 6000

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Plan Rows': number
  'Parent Relationship'?: string
  'Plans'?: PlanNode[]
}

/** Each node with what is above it: a Limit over no Sort stops its scan early. */
type Visited = PlanNode & { limited: boolean; inCount: boolean }

function nodesOf(plan: PlanNode, limited = false, inCount = false): Visited[] {
  const below =
    plan['Node Type'] === 'Limit' ? true : plan['Node Type'] === 'Sort' ? false : limited
  return [
    { ...plan, limited, inCount },
    ...(plan.Plans ?? []).flatMap((child) =>
      nodesOf(child, below, inCount || child['Parent Relationship'] === 'InitPlan')
    ),
  ]
}

function literal(value: unknown): string {
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`
  if (typeof value === 'number') return String(value)
  if (value instanceof Date) return client.escapeLiteral(value.toISOString())
  return client.escapeLiteral(String(value))
}

/** The plan of a list query, as `plan_cache_mode` makes PostgreSQL plan it. */
async function explain(query: { text: string; args: unknown[] }, mode: 'generic' | 'custom') {
  let n = 0
  const sql = query.text.replace(/\?/g, () => `$${++n}`)
  await client.query('DEALLOCATE ALL')
  await client.query(`SET plan_cache_mode = force_${mode}_plan`)
  await client.query(`PREPARE list_plan AS ${sql}`)
  const { rows } = await client.query(
    `EXPLAIN (FORMAT JSON) EXECUTE list_plan(${query.args.map(literal).join(', ')})`
  )
  return nodesOf(rows[0]['QUERY PLAN'][0].Plan as PlanNode)
}

async function expectBounded(
  what: string,
  query: { text: string; args: unknown[] },
  options: { ordered?: boolean; index?: string; notIndex?: string; firmaCount?: boolean } = {}
) {
  for (const mode of ['generic', 'custom'] as const) {
    /* The admin's total counts the firma's items (an index-only count, not a page). */
    const nodes = (await explain(query, mode)).filter((n) => !(options.firmaCount && n.inCount))
    const described = nodes
      .map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''}`)
      .join(' / ')
    /* The branches table holds one row per branch: reading it whole is its cheapest plan. */
    const seq = nodes.filter(
      (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] !== 'branches'
    )
    expect(seq, `${what} (${mode}): ${described}`).toEqual([])
    const scans = nodes.filter(
      (n) => /Scan/.test(n['Node Type']) && !n.limited && n['Relation Name'] !== 'branches'
    )
    for (const scan of scans)
      expect(scan['Plan Rows'], `${what} (${mode}) ${described}`).toBeLessThanOrEqual(BRANCH_ROWS)
    if (options.ordered) {
      const sorts = nodes.filter((n) => n['Node Type'] === 'Sort')
      expect(sorts, `${what} (${mode}) sorts: ${described}`).toEqual([])
    }
    if (options.notIndex)
      expect(
        nodes.some((n) => n['Index Name'] === options.notIndex),
        `${what} (${mode}) does not use ${options.notIndex}: ${described}`
      ).toBe(false)
    if (options.index)
      expect(
        nodes.some((n) => n['Index Name'] === options.index),
        `${what} (${mode}) uses ${options.index}: ${described}`
      ).toBe(true)
  }
}

beforeAll(async () => {
  ctx = await bootApp()
  client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query(`INSERT INTO branches (firma, code, name, street, city, zip)
    SELECT 'LEMON', g::text, 'Pobočka ' || g, 'Hlavní ' || g, 'Praha', '110 00'
      FROM generate_series(1, ${BRANCHES}) g`)
  /* Each branch offers ITEMS lots; a third of each branch's are on their way somewhere. */
  await client.query(`INSERT INTO pool_items (firma, pharmacy_code, pdk, nazev, kod_vzp, sarze, exspirace,
      mnozstvi, ncsd, lezak, ohrozeny, target_pharmacy_code, probability, stav)
    SELECT 'LEMON', b::text, (100000 + abs(hashint4(b * 1000 + i)) % 12000)::text,
           'PŘÍPRAVEK ' || i || ' TBL 30', lpad((i % 9000)::text, 7, '0'), 'L' || b || '-' || i,
           current_date + abs(hashint4(i * 7 + b)) % 400, 1 + abs(hashint4(i + b * 3)) % 50,
           10 + abs(hashint4(i * 3 + b)) % 500, i % 2 = 0, i % 3 = 0,
           CASE WHEN i % 3 = 0 THEN NULL ELSE (1 + (b + i) % ${BRANCHES})::text END,
           CASE WHEN i % 3 = 0 THEN NULL ELSE 20 + i % 80 END,
           (ARRAY['aktivní', 'rezervováno', 'potvrzeno', 'vychystáno', 'odesláno', 'přijato'])[1 + i % 6]
      FROM generate_series(1, ${BRANCHES}) b, generate_series(1, ${ITEMS}) i`)
  await client.query(`INSERT INTO prevodky (prevodka_id, firma, from_code, to_code, stav, sent_at, received_at)
    SELECT 'LEMON-' || g, 'LEMON', (1 + g % ${BRANCHES})::text, (1 + (g * 7) % ${BRANCHES})::text,
           (ARRAY['odesláno', 'přijato', 'uzavřeno'])[1 + g % 3],
           now() - (g % 700) * interval '1 hour', CASE WHEN g % 3 > 0 THEN now() END
      FROM generate_series(1, 20000) g`)
  await client.query('ANALYZE')
}, 120_000)

afterAll(async () => {
  await client?.end()
  await ctx?.close()
})

const branch = { firma: 'LEMON', pharmacyCode: '7' }
const PAGE = { number: 1, limit: 50, offset: 0 }
const params = (extra: Record<string, unknown> = {}) =>
  ({ page: PAGE, sort: null, dir: 'asc', q: null, filters: {}, ...extra }) as any

describe('the transfer lists and the pool', () => {
  test('incoming: its own order from its index; every sort, q and filter a bounded scan', async () => {
    const { transferListQuery } = await import('#transfers/queries/transfer_lists')
    const { listSql } = await import('#core/list_sql')
    const { POOL_ITEM_SORTS } = await import('#pool/queries/pool_item_list')
    const sql = (p: any) => listSql(transferListQuery('incoming', branch, p))
    await expectBounded('incoming default', sql(params()), {
      ordered: true,
      index: 'pool_items_incoming_order',
    })
    for (const sort of Object.keys(POOL_ITEM_SORTS))
      for (const dir of ['asc', 'desc'])
        await expectBounded(`incoming ${sort} ${dir}`, sql(params({ sort, dir })))
    /* A branch's rows are tested one by one; the firma-wide trigram index would collect
       every item sharing "přípravek"'s trigrams first. */
    await expectBounded('incoming q', sql(params({ q: 'přípravek 12' })), {
      notIndex: 'pool_items_search_trgm',
    })
    await expectBounded('incoming short q', sql(params({ q: '7' })))
    await expectBounded(
      'incoming filters',
      sql(params({ filters: { stav: 'odesláno', source: '3', expiryFrom: '2026-01-01' } }))
    )
    for (const list of ['outgoing', 'confirmed', 'prepared'] as const)
      await expectBounded(list, listSql(transferListQuery(list, branch, params({ q: 'tbl' }))))
  })

  test('the pool: by name from its index; every sort and q a bounded scan', async () => {
    const { branchPoolQuery } = await import('#pool/queries/pool_lists')
    const { listSql } = await import('#core/list_sql')
    const sql = (p: any) => listSql(branchPoolQuery(branch, p))
    await expectBounded('pool default', sql(params()), {
      ordered: true,
      index: 'pool_items_branch_by_name',
    })
    await expectBounded('pool by expiry', sql(params({ sort: 'Exspirace', dir: 'desc' })))
    await expectBounded('pool q', sql(params({ q: 'přípravek 12' })), {
      notIndex: 'pool_items_search_trgm',
    })
  })

  test('the admin’s pool items over the firma: each offered order from an index, q by trigrams', async () => {
    const { adminPoolItemsQuery } = await import('#pool/queries/pool_lists')
    const { listSql } = await import('#core/list_sql')
    const sql = (p: any) => listSql(adminPoolItemsQuery('LEMON', p))
    await expectBounded('admin default', sql(params()), { ordered: true, firmaCount: true })
    for (const [sort, index] of [
      ['Název', 'pool_items_firma_by_name'],
      ['Exspirace', 'pool_items_firma_by_expiry'],
      ['updatedAt', 'pool_items_recent'],
    ])
      for (const dir of ['asc', 'desc'])
        await expectBounded(`admin ${sort} ${dir}`, sql(params({ sort, dir })), {
          ordered: true,
          index,
          firmaCount: true,
        })
    await expectBounded('admin PDK', sql(params({ sort: 'PDK' })), {
      index: 'pool_items_lot',
      firmaCount: true,
    })
    await expectBounded('admin q', sql(params({ q: 'přípravek 1234 ' })), {
      index: 'pool_items_search_trgm',
    })
    for (const stav of ['přijato', 'vychystáno'])
      await expectBounded(`admin stav ${stav}`, sql(params({ filters: { stav } })), {
        ordered: true,
        index: 'pool_items_firma_stav_recent',
        firmaCount: true,
      })
  })
})

describe('the převodka lists', () => {
  test('received, shipped and archive read the branch’s převodky by index', async () => {
    const { prevodkaListQuery } = await import('#transfers/queries/prevodky')
    const { listSql } = await import('#core/list_sql')
    for (const list of ['received', 'shipped', 'archive'] as const) {
      const sql = (p: any) => listSql(prevodkaListQuery(list, branch, p))
      await expectBounded(`${list} default`, sql(params()))
      await expectBounded(`${list} by number`, sql(params({ sort: 'prevodkaId', dir: 'desc' })))
      await expectBounded(`${list} q`, sql(params({ q: 'LEMON-12' })))
    }
  })
})
