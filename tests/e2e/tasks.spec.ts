import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import {
  ensureSpaBuilt,
  launchChromium,
  openPage,
  signIn,
  untilHomeShows,
} from '../helpers/browser.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'

/*
| The task flow end to end in Chromium against the built SPA (run `vite build` first):
| an admin creates a task for branches 1 and 2, both branches tick it off, the admin
| watches the progress and archives it.
*/

const PASSWORD = 'heslo1234'
const TITLE = 'Kontrola teploty v lednici'
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date())

let ctx: TestApp
let browser: Browser

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  await createUser({ username: 'boss', email: 'boss@lemon.cz', password: PASSWORD, role: 'admin' })
  for (const code of ['1', '2']) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: code,
    })
  }
  // A second open task of branch 1, so its badge goes from 2 to 1 rather than vanishing.
  const api = apiClient(ctx.baseUrl)
  const admin = await api.login('boss@lemon.cz', PASSWORD)
  const other = { title: 'Doplnit letáky', dueDate: null, pharmacyCodes: '1', priority: 'low' }
  expect((await api.post('/api/tasks', other, admin)).status).toBe(201)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await ctx?.close()
})

/** A fresh context signed in as `email`, once it has landed on `home`. */
async function signInAs(email: string, home: string): Promise<Page> {
  const page = await openPage(browser)
  await signIn(page, ctx.baseUrl, email, PASSWORD, 'enter')
  await untilHomeShows(page, home)
  return page
}

function taskRow(page: Page): Locator {
  return page.getByTestId('task-row').filter({ hasText: TITLE })
}

async function tickOff(page: Page) {
  const menu = page.getByRole('navigation')
  await menu.getByRole('link', { name: /^Úkoly/ }).click()
  await page.getByRole('heading', { name: 'Moje úkoly' }).waitFor()
  /* The status reads whole beside the growing title, not cut to "O…" (measured in the DOM). */
  const status = taskRow(page).locator('.mantine-Badge-label').filter({ hasText: 'Otevřený' })
  const widths = await status.evaluate((label) => [label.scrollWidth, label.clientWidth])
  expect(widths[0]).toBeLessThanOrEqual(widths[1])
  await taskRow(page).getByRole('checkbox').click()
  // The Aktivní tab drops the ticked task; it shows up under Hotové.
  await taskRow(page).waitFor({ state: 'detached' })
  await page.getByRole('tab', { name: 'Hotové' }).click()
  expect(await taskRow(page).getByRole('checkbox').isChecked()).toBe(true)
}

async function progressOf(admin: Page, summary: string) {
  await admin.reload()
  await taskRow(admin).getByTestId('task-progress').filter({ hasText: summary }).waitFor()
}

describe('tasks end to end', () => {
  test('admin creates, branches tick off, admin archives', { timeout: 120_000 }, async () => {
    const admin = await signInAs('boss@lemon.cz', '/admin/dashboard')
    await admin.goto(`${ctx.baseUrl}/admin/tasks`)
    await admin.getByRole('heading', { name: 'Správa úkolů' }).waitFor()
    await admin.getByRole('button', { name: 'Nový úkol' }).click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Vytvořit úkol' }).click()
    await dialog.getByText('Název je povinný.').waitFor()
    await dialog.getByText('Zadej alespoň jeden pharmacyCode (CSV).').waitFor()
    await dialog.getByLabel('Název').fill(TITLE)
    await dialog.getByLabel('Popis').fill('Zapsat teplotu do sešitu.')
    await dialog.getByLabel('Termín').fill(today)
    await dialog.getByLabel('Kódy poboček (oddělené čárkou)').fill('1, 2')
    await dialog.getByRole('button', { name: 'Vytvořit úkol' }).click()
    await admin.getByTestId('feedback').filter({ hasText: 'Úkol byl vytvořen.' }).waitFor()
    await taskRow(admin).getByTestId('task-progress').filter({ hasText: '0/2' }).waitFor()

    const branch1 = await signInAs('p1@lemon.cz', '/user/dashboard')
    await branch1.getByTestId('today-tasks-card').getByText(TITLE).waitFor()
    const badge = branch1.getByTestId('tasks-badge')
    await badge.filter({ hasText: /^2$/ }).waitFor()
    await tickOff(branch1)
    await badge.filter({ hasText: /^1$/ }).waitFor()
    await progressOf(admin, '1/2')
    expect(await taskRow(admin).getByTestId('task-progress').textContent()).toMatch(/1: ✓.*2: –/)

    const branch2 = await signInAs('p2@lemon.cz', '/user/dashboard')
    await branch2.getByTestId('today-tasks-card').getByText(TITLE).waitFor()
    await tickOff(branch2)
    await progressOf(admin, '2/2')

    await taskRow(admin).getByRole('button', { name: 'Archivovat' }).click()
    await admin.getByTestId('feedback').filter({ hasText: 'Úkol byl archivován.' }).waitFor()
    await taskRow(admin).getByText('Archivováno', { exact: true }).waitFor()
    expect(await taskRow(admin).getByRole('button', { name: 'Archivovat' }).count()).toBe(0)
  })
})
