import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

/*
| The direction between the domains of app/ (ARCHITECTURE.md, "Direction between domains"),
| bottom first. A domain imports only domains of the layers below its own; two domains of one
| layer do not import each other. When a change needs an arrow against this order, move the
| shared piece down instead (a rule, a query, a job name), and redraw this list only when the
| design really changed.
*/
export const LAYERS = [
  ['core'],
  ['branches', 'audit'],
  ['users'],
  ['notifications'],
  ['auth', 'tasks'],
  ['mail'],
  ['stock', 'ledger', 'pool', 'vouchers'],
  ['pricelists', 'discounts', 'transfers'],
  ['orders', 'watchlists'],
  ['exports'],
  ['operations', 'explorer'],
  ['inbox'],
]

const layerOf = new Map(LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])))

/** `#pool/*` → `app/pool/`, from package.json "imports", read once per project root. */
const aliasesByRoot = new Map()
function aliases(root) {
  let list = aliasesByRoot.get(root)
  if (!list) {
    const { imports = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    list = Object.entries(imports).map(([key, target]) => [
      key.split('*')[0],
      target.split('*')[0].replace(/^\.\//, ''),
    ])
    aliasesByRoot.set(root, list)
  }
  return list
}

/** The import's target as a path from the project root (`app/pool/rules/x.js`), or null. */
export function importTarget(root, fromFile, specifier) {
  for (const [prefix, folder] of aliases(root)) {
    if (specifier.startsWith(prefix)) return folder + specifier.slice(prefix.length)
  }
  if (!specifier.startsWith('.')) return null
  const from = isAbsolute(fromFile) ? fromFile : join(root, fromFile)
  return relative(root, resolve(dirname(from), specifier))
    .split(sep)
    .join('/')
}

/** `app/pool/…` → `pool`; `workers/…` → `workers`; anything else → null. */
export function domainOf(path) {
  const parts = path.split('/')
  if (parts[0] === 'app' && parts.length > 2) return parts[1]
  if (parts[0] === 'workers') return 'workers'
  return null
}

/** Why this import goes against the direction, or null when it may stay. */
export function directionProblem(from, to) {
  if (!from || !to || from === to || from === 'workers') return null
  if (to === 'workers')
    return `app/${from} imports workers/: the worker process imports the app, never the reverse.`
  for (const name of [from, to]) {
    if (!layerOf.has(name))
      return `app/${name} is in no layer of lint/domain_direction.js: add it there and to ARCHITECTURE.md.`
  }
  if (layerOf.get(to) < layerOf.get(from)) return null
  return (
    `app/${from} (layer ${layerOf.get(from)}) may not import app/${to} (layer ${layerOf.get(to)}): ` +
    'domains import only the layers below their own (ARCHITECTURE.md, lint/domain_direction.js); ' +
    'move the shared piece down instead.'
  )
}

/*
| What may cross into another domain (README.md, "Architektura"): its models, services and
| queries, its pure rules/ (types included), and the names of its jobs (jobs/names.ts: the job
| names and ids a queue is read by). Its controllers, validators, middleware, policies, job
| handlers and routes.ts are its own: a validator another domain needs is moved down or the
| endpoint moved to the domain that owns the use case. core is everyone's and exempt.
*/
export const PUBLIC_KINDS = ['models', 'services', 'queries', 'rules']

/** Why this import reaches a part of another domain that is its own, or null when it may. */
export function kindProblem(from, target) {
  const to = domainOf(target)
  if (!from || !to || from === to || from === 'workers' || to === 'workers' || to === 'core')
    return null
  const [, , kind, file = ''] = target.split('/')
  if (PUBLIC_KINDS.includes(kind)) return null
  if (kind === 'jobs' && file.replace(/\.(js|ts)$/, '') === 'names') return null
  const part = file ? `${kind}/` : kind.replace(/\.(js|ts)$/, '')
  return (
    `app/${from} imports app/${to}/${part}, which is app/${to}'s own: across domains only ` +
    'models/, services/, queries/, rules/ and jobs/names are imported (README.md, ' +
    'lint/domain_direction.js). Move the shared piece into one of those, or the code that ' +
    `needs it into app/${to}.`
  )
}

export const domainDirection = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports between the domains of app/ follow the declared direction and reach only their public kinds of file',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = relative(root, context.filename).split(sep).join('/')
    const from = domainOf(file)
    if (!from || from === 'workers') return {}
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return
      const target = importTarget(root, context.filename, source.value)
      if (!target) return
      const message = directionProblem(from, domainOf(target)) ?? kindProblem(from, target)
      if (message) context.report({ node: source, message })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
