import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import type { ListDef } from '#contracts/lists/list'

/*
| One list, declared once (issue #37): each module of contracts/lists/ holds a list's row,
| sort keys, filters and headers, and both halves import it, the server's query and export
| (app/) and the SPA's hook and columns (web/src). These tests keep it so: every contract is
| used by both halves, stays pure, names a header for every workbook column, and a sort key
| renamed in a contract fails the type check of both halves.
*/

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const CONTRACTS = join(ROOT, 'contracts/lists')
const BASE = 'list.ts'

function sources(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** The import specifiers of a file, type-only ones included. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?<!['"\w])(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1])
}

/** `contracts/lists/pool_stats` for `#contracts/lists/pool_stats` or a relative path to it. */
function contractOf(file: string, specifier: string): string | null {
  let path: string | null = null
  if (specifier.startsWith('#contracts/')) path = `contracts/${specifier.slice(11)}`
  else if (specifier.startsWith('.'))
    path = relative(ROOT, resolve(dirname(file), specifier))
      .split('\\')
      .join('/')
  const name = path?.replace(/\.(js|ts)$/, '')
  return name?.startsWith('contracts/lists/') ? name : null
}

function importersOf(folder: string) {
  const used = new Map<string, string[]>()
  for (const file of sources(join(ROOT, folder))) {
    for (const specifier of specifiers(file)) {
      const contract = contractOf(file, specifier)
      if (contract) used.set(contract, [...(used.get(contract) ?? []), relative(ROOT, file)])
    }
  }
  return used
}

const contracts = readdirSync(CONTRACTS)
  .filter((name) => name.endsWith('.ts') && name !== BASE)
  .map((name) => `contracts/lists/${name.replace(/\.ts$/, '')}`)

describe('the list contracts (contracts/lists)', () => {
  test('every list contract is imported by the server (app/) and by the SPA (web/src)', () => {
    const server = importersOf('app')
    const spa = importersOf('web/src')
    expect(contracts.length).toBeGreaterThan(0)
    const oneSided = contracts.flatMap((c) => [
      ...(server.has(c) ? [] : [`${c}: no file of app/ imports it`]),
      ...(spa.has(c) ? [] : [`${c}: no file of web/src imports it`]),
    ])
    expect(oneSided).toEqual([])
  })

  test('a contract is pure: it imports only other contracts', () => {
    const impure = sources(CONTRACTS).flatMap((file) =>
      specifiers(file)
        .filter((s) => !s.startsWith('#contracts/lists/') && !s.startsWith('./'))
        .map((s) => `${relative(ROOT, file)} imports ${s}`)
    )
    expect(impure).toEqual([])
  })

  test.each(contracts)('%s names a header for every workbook column and sort key', async (c) => {
    const module = await import(join(ROOT, `${c}.ts`))
    const isList = (value: unknown): value is ListDef =>
      typeof value === 'object' && value !== null && 'sorts' in value && 'headers' in value
    /* A module exports its list, or its lists by kind (`priceListHistoryLists.leaflet`). */
    const lists = Object.values(module).flatMap((value) =>
      isList(value)
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).filter(isList)
          : []
    )
    expect(lists.length).toBeGreaterThan(0)
    for (const list of lists) {
      const headless = (list.excel?.columns ?? []).filter(
        (col) => !col.header && !list.headers[col.key]
      )
      expect(headless).toEqual([])
      expect(new Set(list.sorts).size).toBe(list.sorts.length)
    }
  })

  test('a column of the SPA that sorts by a contract key uses the typed helper', () => {
    const untyped = sources(join(ROOT, 'web/src/features')).filter((file) => {
      const text = readFileSync(file, 'utf8')
      return (
        text.includes('sortField') &&
        specifiers(file).some((s) => contractOf(file, s)) &&
        text.includes('createColumnHelper')
      )
    })
    expect(untyped.map((f) => relative(ROOT, f))).toEqual([])
  })
})

/*
| The type check of one file of each half, with one contract changed in memory: the pool
| statistics' sort key `lezaci` renamed to `lezaky`, as a careless rename would.
*/
function diagnosticsWith(tsconfig: string, root: string, changed: Record<string, string>) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    }
  )!
  const host = ts.createCompilerHost(config.options)
  const read = host.readFile.bind(host)
  host.readFile = (file) => changed[resolve(file)] ?? read(file)
  const program = ts.createProgram([join(ROOT, root)], { ...config.options, noEmit: true }, host)
  /* Only the file under test is checked: the rest of the program is the real, green code. */
  const source = program.getSourceFile(join(ROOT, root))!
  return [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ].map(
    (d) =>
      `${relative(ROOT, d.file!.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
  )
}

describe('a renamed sort key', () => {
  const contractFile = join(ROOT, 'contracts/lists/pool_stats.ts')
  const original = readFileSync(contractFile, 'utf8')
  const renamed = original.replace(/(sorts: \[[^\]]*)'lezaci'/, "$1'lezaky'")

  test('the fixture really renames the key', () => {
    expect(renamed).not.toBe(original)
  })

  test('fails the SPA type check in the columns that sort by it', { timeout: 60_000 }, () => {
    const file = 'web/src/features/pool/components/pool-stats-columns.tsx'
    expect(diagnosticsWith('web/tsconfig.json', file, {})).toEqual([])
    const errors = diagnosticsWith('web/tsconfig.json', file, { [contractFile]: renamed })
    expect(errors.join('\n')).toMatch(/pool-stats-columns\.tsx: .*'"lezaci"'/)
  })

  test('fails the server type check in the list that sorts by it', { timeout: 60_000 }, () => {
    const file = 'app/pool/queries/pool_stats_list.ts'
    expect(diagnosticsWith('tsconfig.json', file, {})).toEqual([])
    const errors = diagnosticsWith('tsconfig.json', file, { [contractFile]: renamed })
    expect(errors.join('\n')).toMatch(/pool_stats_list\.ts: .*lezaci/)
  })

  test('cannot be named by a column the typed helper did not make', { timeout: 60_000 }, () => {
    /* The same columns through TanStack's own helper: `sortField` is then a plain string,
       which the branded SortKey of column-meta.ts refuses. */
    const file = 'web/src/features/pool/components/pool-stats-columns.tsx'
    const path = join(ROOT, file)
    const untyped = readFileSync(path, 'utf8')
      .replace(
        "import { listColumnHelper } from '../../../components/server-list/list-columns'",
        "import { createColumnHelper } from '@tanstack/react-table'\nimport '../../../components/server-list/column-meta'"
      )
      .replace(
        'listColumnHelper<PoolStatsRow>()(poolStatsList)',
        'createColumnHelper<PoolStatsRow>()'
      )
    expect(untyped).toContain('createColumnHelper<PoolStatsRow>()')
    const errors = diagnosticsWith('web/tsconfig.json', file, { [path]: untyped })
    expect(errors.join('\n')).toMatch(/pool-stats-columns\.tsx: .*SortKey/)
  })
})
