import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

/*
| The folders of the SPA import one way (issue #26): web/src/app composes the features, a
| feature imports only itself, components/ and lib/, and those two import no feature and not
| the app. The rule is house/feature-boundaries (lint/feature_boundaries.js); these cases lint
| probe files through the project's own ESLint config, then the real web/src.
*/

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const RULE = 'house/feature-boundaries'

let eslint: ESLint

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) })
  return result.messages.filter((message) => message.ruleId === RULE).map((m) => m.message)
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

describe('house/feature-boundaries', () => {
  test.each([
    [
      'a feature importing another feature',
      'web/src/features/orders/components/probe.tsx',
      `import { poolListOptions } from '../../pool/api/get-pool'\nexport const x = poolListOptions\n`,
      /features\/orders may not import web\/src\/features\/pool: features do not import each other/,
    ],
    [
      'a feature re-exporting another feature',
      'web/src/features/transfers/probe.ts',
      `export * from '../stock/stock-item'\n`,
      /features\/transfers may not import web\/src\/features\/stock/,
    ],
    [
      'a feature loading another feature with import()',
      'web/src/features/dashboard/routes/probe.tsx',
      `export const load = () => import('../../transfers/routes/incoming-transfers-page')\n`,
      /features\/dashboard may not import web\/src\/features\/transfers/,
    ],
    [
      "a feature importing another feature's types",
      'web/src/features/ledger/probe.ts',
      `import type { BranchRef } from '../stock/stock-item'\nexport type X = BranchRef\n`,
      /features\/ledger may not import web\/src\/features\/stock/,
    ],
    [
      "a feature naming another feature's type with import()",
      'web/src/features/orders/probe.ts',
      `export type Pool = typeof import('../pool/api/get-pool')\n`,
      /features\/orders may not import web\/src\/features\/pool/,
    ],
    [
      'a feature importing the app',
      'web/src/features/pool/components/probe.tsx',
      `import { queryClient } from '../../../app/query-client'\nexport const x = queryClient\n`,
      /features\/pool may not import web\/src\/app: the app composes the features/,
    ],
    [
      'a feature importing the entry',
      'web/src/features/pool/probe.ts',
      `import '../../main'\n`,
      /features\/pool may not import web\/src\/main: a feature imports only itself/,
    ],
    [
      'a component importing a feature',
      'web/src/components/probe.tsx',
      `export { PoolPage } from '../features/pool/routes/pool-page'\n`,
      /web\/src\/components may not import web\/src\/features\/pool\/routes\/pool-page: components and lib sit below/,
    ],
    [
      'lib importing the app',
      'web/src/lib/probe.ts',
      `import { router } from '../app/router'\nexport const x = router\n`,
      /web\/src\/lib may not import web\/src\/app\/router/,
    ],
    [
      'lib loading a feature with import()',
      'web/src/lib/probe.ts',
      'export const load = () => import(`../features/tasks/routes/my-tasks-page`)\n',
      /web\/src\/lib may not import web\/src\/features\/tasks/,
    ],
    [
      'the SPA importing server-only code of app/core',
      'web/src/features/exports/probe.ts',
      `import { queue } from '../../../../app/core/queue.js'\nexport const x = queue\n`,
      /may not import app\/core\/queue: outside web\/src the SPA imports only the pure server code/,
    ],
    [
      "the SPA importing the list contract's parsing (VineJS)",
      'web/src/lib/probe.ts',
      `export { parseListParams } from '../../../app/core/list_contract'\n`,
      /may not import app\/core\/list_contract/,
    ],
    [
      'the SPA importing a model',
      'web/src/app/probe.ts',
      `import type User from '../../../app/users/models/user'\nexport type X = User\n`,
      /may not import app\/users\/models\/user/,
    ],
    [
      'the SPA importing through an alias',
      'web/src/features/tasks/probe.ts',
      `export { dayIn } from '#core/calendar'\n`,
      /imports '#core\/calendar': the SPA imports by relative path only/,
    ],
  ])('refuses %s', async (_case, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  test.each([
    ['a feature importing itself', 'web/src/features/pool/components/probe.tsx', '../api/get-pool'],
    [
      'a feature importing components',
      'web/src/features/pool/probe.ts',
      '../../components/page-title',
    ],
    [
      'a feature importing lib',
      'web/src/features/pool/routes/probe.tsx',
      '../../../lib/api-client',
    ],
    ['components importing lib', 'web/src/components/server-list/probe.tsx', '../../lib/format'],
    ['lib importing components', 'web/src/lib/probe.ts', '../components/page-title'],
    ['the app importing a feature', 'web/src/app/probe.tsx', '../features/pool/routes/pool-page'],
    ['the entry importing the app', 'web/src/probe.tsx', './app/router'],
    ['a package', 'web/src/lib/probe.ts', '@tanstack/react-query'],
    ['the constants of DOMAIN.md', 'web/src/features/pool/probe.ts', '../../../../config/domain'],
    [
      'a pure rule of a domain',
      'web/src/features/tasks/probe.ts',
      '../../../../app/tasks/rules/task_schedule.js',
    ],
    ['a pure helper of app/core', 'web/src/components/probe.tsx', '../../../app/core/calendar'],
    [
      'a list contract',
      'web/src/features/pool/components/probe.tsx',
      '../../../../../contracts/lists/pool_stats',
    ],
  ])('lets pass %s', async (_case, filePath, specifier) => {
    expect(await boundaryErrors(filePath, `export * from '${specifier}'\n`)).toEqual([])
  })

  test('lets the app load a feature with import()', async () => {
    const code = `export const load = () => import('../features/pool/routes/pool-page')\n`
    expect(await boundaryErrors('web/src/app/probe.tsx', code)).toEqual([])
  })

  test('passes on the real web/src', { timeout: 120_000 }, async () => {
    const results = await eslint.lintFiles(['web/src'])
    const errors = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === RULE)
        .map((message) => `${relative(ROOT, result.filePath)}: ${message.message}`)
    )
    expect(results.length).toBeGreaterThan(100)
    expect(errors).toEqual([])
  })
})
