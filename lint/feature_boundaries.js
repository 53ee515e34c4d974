import { relative, sep } from 'node:path'
import { importTarget } from './domain_direction.js'

/*
| The SPA's folders import one way (ARCHITECTURE.md, "Rules of the house"; issue #26), as in
| bulletproof-react: web/src/app (router, shell) composes the features; a feature imports only
| itself, web/src/components and web/src/lib, never another feature nor the app; components
| and lib import neither features nor the app. When two features need one piece, move it down
| into components/ or lib/, or let the app compose both; do not add an exception here.
*/

/*
| Server code the SPA may share, so that screen and server decide alike: the constants of
| DOMAIN.md, the list contracts (contracts/lists: a list's row, sorts, filters, headers), the
| pure rules of every domain (rules/ holds no Lucid, no ctx, `now` passed in) and these pure
| helpers of app/core. The rest of app/core (queue, db, middleware, the list
| contract's parsing with VineJS) is server-only. Paths without their extension.
*/
export const SHARED_CONFIG = ['config/domain']
export const SHARED_CORE = [
  'app/core/branch_code',
  'app/core/calendar',
  'app/core/czech_date',
  'app/core/czech_plural',
  'app/core/fold_text',
  'app/core/format_cz',
  'app/core/product_name',
]
const SHARED_RULES = /^app\/[^/]+\/rules\//
/* One module per list, pure, that the server's query and the SPA's columns both import (issue #37). */
const SHARED_CONTRACTS = /^contracts\/lists\//

const shared = new Set([...SHARED_CONFIG, ...SHARED_CORE])

/** `web/src/features/pool/api/x.ts` → `features/pool`; `web/src/lib/x` → `lib`; else null. */
export function zoneOf(path) {
  const parts = path.split('/')
  if (parts[0] !== 'web' || parts[1] !== 'src' || parts.length < 3) return null
  if (parts[2] === 'features' && parts.length > 3) return `features/${parts[3]}`
  return parts[2]
}

const isFeature = (zone) => zone?.startsWith('features/')
const MOVE_DOWN = 'move the shared piece down into web/src/components or web/src/lib'

/** Why the file `from` (a path from the project root) may not import `to`, or null. */
export function boundaryProblem(from, to) {
  const fromZone = zoneOf(from)
  const toPath = to.replace(/\.(js|jsx|ts|tsx)$/, '').replace(/\/index$/, '')
  if (to !== 'web/src' && !to.startsWith('web/src/')) {
    if (shared.has(toPath) || SHARED_RULES.test(toPath) || SHARED_CONTRACTS.test(toPath))
      return null
    return (
      `${from} may not import ${toPath}: outside web/src the SPA imports only the pure server code ` +
      'it shares, config/domain, contracts/lists/, app/<domain>/rules/ and the app/core helpers listed in lint/feature_boundaries.js.'
    )
  }
  const toZone = zoneOf(to)
  if (fromZone === 'app' || !fromZone || fromZone === toZone) return null
  if (isFeature(fromZone)) {
    if (toZone === 'components' || toZone === 'lib') return null
    if (isFeature(toZone))
      return `web/src/${fromZone} may not import web/src/${toZone}: features do not import each other; ${MOVE_DOWN}, or let web/src/app compose both.`
    if (toZone === 'app')
      return `web/src/${fromZone} may not import web/src/app: the app composes the features, never the reverse; ${MOVE_DOWN}.`
    return `web/src/${fromZone} may not import ${toPath}: a feature imports only itself, web/src/components and web/src/lib.`
  }
  if (fromZone === 'components' || fromZone === 'lib') {
    if (toZone === 'components' || toZone === 'lib') return null
    return `web/src/${fromZone} may not import ${toPath}: components and lib sit below every feature and the app; pass the piece in, or ${MOVE_DOWN}.`
  }
  return null
}

/** The specifier of an import, re-export, `import()` or `import('…')` type, when written out. */
function specifierOf(source) {
  if (source?.type === 'Literal' && typeof source.value === 'string') return source.value
  if (source?.type === 'TemplateLiteral' && source.expressions.length === 0)
    return source.quasis[0].value.cooked
  return null
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'The folders of web/src import one way: app → features → components, lib',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = relative(root, context.filename).split(sep).join('/')
    if (!file.startsWith('web/src/')) return {}
    const check = (source) => {
      const specifier = specifierOf(source)
      if (specifier === null) return
      if (specifier.startsWith('#')) {
        const message = `${file} imports '${specifier}': the SPA imports by relative path only, so this rule can place every import.`
        context.report({ node: source, message })
        return
      }
      const target = importTarget(root, context.filename, specifier.split('?')[0])
      const message = target && boundaryProblem(file, target)
      if (message) context.report({ node: source, message })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    }
  },
}
