import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

/*
| The direction between domains (ARCHITECTURE.md) is a lint rule, house/domain-direction
| (lint/domain_direction.js). These cases lint a probe file through the project's own ESLint
| config, so the rule is shown to refuse an import against the direction and to let one
| along it pass.
*/

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const RULE = 'house/domain-direction'

let eslint: ESLint

async function directionErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) })
  return result.messages.filter((message) => message.ruleId === RULE).map((m) => m.message)
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

describe('house/domain-direction', () => {
  test.each([
    [
      'a lower domain importing a higher one',
      'app/users/services/probe.ts',
      '#transfers/services/apply_action',
      /app\/users .* may not import app\/transfers/,
    ],
    [
      'pool importing transfers, which uses pool',
      'app/pool/services/probe.ts',
      '#transfers/rules/receipt_lines',
      /app\/pool .* may not import app\/transfers/,
    ],
    [
      'two domains of one layer',
      'app/orders/services/probe.ts',
      '#watchlists/services/resolve_watchlist',
      /app\/orders .* may not import app\/watchlists/,
    ],
    [
      'core importing a domain',
      'app/core/probe.ts',
      '#users/models/user',
      /app\/core .* may not import app\/users/,
    ],
    [
      'a relative path into another domain',
      'app/stock/rules/probe.ts',
      '../../orders/rules/supplier_order.js',
      /app\/stock .* may not import app\/orders/,
    ],
    [
      'users importing auth, which reads the User model',
      'app/users/services/probe.ts',
      '#auth/services/verify_credentials',
      /app\/users .* may not import app\/auth/,
    ],
    [
      'app importing the worker process',
      'app/operations/services/probe.ts',
      '#workers/registry',
      /imports workers\//,
    ],
  ])('refuses %s', async (_case, filePath, specifier, message) => {
    const errors = await directionErrors(filePath, `export * from '${specifier}'\n`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  test('refuses a dynamic import against the direction', async () => {
    const code = `export const load = () => import('#exports/services/accept_upload')\n`
    expect(await directionErrors('app/pricelists/services/probe.ts', code)).toHaveLength(1)
  })

  test.each([
    [
      'a higher domain importing a lower one',
      'app/transfers/services/probe.ts',
      '#pool/services/apply_stav_action',
    ],
    ['any domain importing core', 'app/users/services/probe.ts', '#core/domain_error'],
    ['a domain importing itself', 'app/pool/services/probe.ts', '#pool/rules/stav_machine'],
    ['the worker process importing any domain', 'workers/probe.ts', '#inbox/jobs/names'],
    ['a relative path down', 'app/transfers/rules/probe.ts', '../../pool/rules/quantity.js'],
  ])('lets pass %s', async (_case, filePath, specifier) => {
    expect(await directionErrors(filePath, `export * from '${specifier}'\n`)).toEqual([])
  })

  /*
  | What kind of file crosses (README.md, "Architektura"): another domain's models, services,
  | queries, pure rules and job names, along the direction; never its controllers,
  | validators, middleware, policies, job handlers or routes.
  */
  test.each([
    [
      "another domain's validator",
      'app/auth/controllers/probe.ts',
      '#users/validators/create_user_validator',
      /app\/auth imports app\/users\/validators\/, which is app\/users's own/,
    ],
    [
      "another domain's controller",
      'app/operations/services/probe.ts',
      '#exports/controllers/exports_controller',
      /app\/exports\/controllers\/, which is app\/exports's own/,
    ],
    [
      "another domain's job handler",
      'app/operations/services/probe.ts',
      '#exports/jobs/process_export',
      /app\/exports\/jobs\/, which is app\/exports's own/,
    ],
    [
      "another domain's middleware, by a relative path",
      'app/transfers/services/probe.ts',
      '../../auth/middleware/probe.js',
      /app\/auth\/middleware\/, which is app\/auth's own/,
    ],
    [
      "another domain's policy",
      'app/transfers/controllers/probe.ts',
      '#pool/policies/pool_policy',
      /app\/pool\/policies\/, which is app\/pool's own/,
    ],
    [
      "another domain's routes",
      'app/inbox/probe.ts',
      '#exports/routes',
      /app\/exports\/routes, which is app\/exports's own/,
    ],
  ])('refuses %s', async (_case, filePath, specifier, message) => {
    const errors = await directionErrors(filePath, `export * from '${specifier}'\n`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  test("refuses a dynamic import of another domain's validator", async () => {
    const code = `export const load = () => import('#users/validators/user_fields')\n`
    expect(await directionErrors('app/auth/services/probe.ts', code)).toHaveLength(1)
  })

  test.each([
    ["another domain's pure rules", 'app/transfers/services/probe.ts', '#pool/rules/quantity'],
    ["another domain's model", 'app/transfers/services/probe.ts', '#pool/models/pool_item'],
    ["another domain's query", 'app/stock/queries/probe.ts', '#branches/queries/find_branch'],
    ["another domain's job names", 'app/operations/services/probe.ts', '#exports/jobs/names'],
    ['its own validator', 'app/users/controllers/probe.ts', '#users/validators/user_fields'],
    ["core's middleware", 'app/pool/routes.ts', '#core/middleware/security_headers_middleware'],
  ])('lets pass %s', async (_case, filePath, specifier) => {
    expect(await directionErrors(filePath, `export * from '${specifier}'\n`)).toEqual([])
  })
})
