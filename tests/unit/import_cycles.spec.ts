import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

/*
| No import circle anywhere in the server, the worker, the CLI or the SPA (issue #26): a
| circle makes a module's exports undefined while it loads, depending on which file came
| first. Type-only imports count too, so a circle cannot hide behind `import type`.
*/

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const FOLDERS = [
  'app',
  'contracts',
  'workers',
  'start',
  'config',
  'cli',
  'database',
  'bin',
  'web/src',
]

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
const aliases = Object.entries(pkg.imports as Record<string, string>).map(([key, target]) => [
  key.split('*')[0],
  join(ROOT, target.split('*')[0]),
])

function sources(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** The file an import names (`#pool/x`, `./x.js`, `../x`), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix))
  let base: string | null = null
  if (alias) base = alias[1] + specifier.slice(alias[0].length)
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  if (!base) return null
  const stem = base.replace(/\.js$/, '')
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts')]) {
    if (existsSync(candidate)) return candidate
  }
  return null
}

/** Every strongly connected group of two or more files (or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(relative(ROOT, member))
    } while (member !== file)
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('imports', () => {
  test('form no circle', () => {
    const graph = new Map<string, string[]>()
    for (const file of FOLDERS.flatMap((folder) => sources(join(ROOT, folder)))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      graph.set(
        file,
        importedFiles
          .map((imported) => resolveImport(file, imported.fileName))
          .filter((target): target is string => target !== null)
      )
    }
    expect(graph.size).toBeGreaterThan(300)
    expect(circles(graph)).toEqual([])
  })
})
