import { Secret, TOTP } from 'otpauth'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, openPage, signIn, signInAs } from '../helpers/browser.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'

/*
| Issues #18 and #22 in Chromium: an admin enrols in two-factor sign-in, signs out and signs
| in with a code; signing out in one tab signs the other out at its next request; ending a
| sign-in in the profile signs that browser out; a forced password change comes first; the
| audit screen filters and exports.
*/

const PASSWORD = 'heslo1234'
let ctx: TestApp
let browser: Browser
let api: ReturnType<typeof apiClient>
const pages: Page[] = []

const codeAt = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 })
const stepNow = () => Math.floor(Date.now() / 30_000)

async function page() {
  const p = await openPage(browser)
  pages.push(p)
  return p
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createUser({
    username: 'reditel',
    email: 'reditel@lemon.cz',
    password: PASSWORD,
    role: 'admin',
  })
  for (const name of ['alena', 'bohus', 'cyril']) {
    await createUser({
      username: name,
      email: `${name}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: '4',
    })
  }
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await ctx?.close()
})

describe('two-factor sign-in', () => {
  test('an admin enrols in the profile, signs out, and signs in with a code', async () => {
    const p = await signInAs(browser, ctx.baseUrl, 'reditel@lemon.cz', PASSWORD, '/admin/dashboard')
    pages.push(p)
    await p.getByRole('link', { name: 'Profil' }).click()
    /* Issue #27: the enrolment asks for the password first; a wrong one is said at the field. */
    await p.getByLabel('Heslo pro nastavení').fill('spatne-heslo')
    await p.getByRole('button', { name: 'Nastavit dvoufázové ověření' }).click()
    await p.getByText('Heslo není správné.').first().waitFor()
    await p.getByLabel('Heslo pro nastavení').fill(PASSWORD)
    await p.getByRole('button', { name: 'Nastavit dvoufázové ověření' }).click()
    await p.getByTestId('two-factor-qr').waitFor()
    expect(
      await p.getByTestId('two-factor-qr').evaluate((img) => (img as HTMLImageElement).naturalWidth)
    ).toBeGreaterThan(0)
    const secret = (await p.getByTestId('two-factor-secret').innerText()).trim()
    const enrolStep = stepNow()
    await p.getByLabel('Kód z aplikace').fill(codeAt(secret, enrolStep))
    await p.getByRole('button', { name: 'Potvrdit a zapnout' }).click()
    const codes = p.getByTestId('recovery-codes')
    await codes.waitFor()
    expect(await codes.locator('code').count()).toBe(10)
    await p.screenshot({ path: 'tmp/e2e-2fa-recovery-codes.png' })
    await p.getByRole('button', { name: 'Mám je uložené' }).click()
    await p.getByTestId('two-factor-state').getByText('Dvoufázové ověření je zapnuté').waitFor()

    await p.getByRole('navigation').getByRole('button', { name: 'Odhlásit' }).click()
    await p.waitForURL('**/login')
    /* The profile (its read-only E-mail field) stays on screen until the login screen shows. */
    await p.getByRole('button', { name: 'Přihlásit', exact: true }).waitFor()
    await p.getByLabel('E-mail').fill('reditel@lemon.cz')
    await p.getByLabel('Heslo').fill(PASSWORD)
    await p.getByRole('button', { name: 'Přihlásit' }).click()
    await p.getByLabel('Ověřovací kód').waitFor()
    await p.screenshot({ path: 'tmp/e2e-2fa-second-step.png' })
    /* The enrolment's code was used: it is refused, the next step's code is taken. */
    await p.getByLabel('Ověřovací kód').fill(codeAt(secret, enrolStep))
    await p.getByRole('button', { name: 'Ověřit a přihlásit' }).click()
    await p.getByRole('alert').getByText('Tento kód už byl použit').waitFor()
    await p.getByLabel('Ověřovací kód').fill(codeAt(secret, enrolStep + 1))
    await p.getByRole('button', { name: 'Ověřit a přihlásit' }).click()
    await p.waitForURL('**/admin/dashboard')
  })
})

describe('sessions that end when they should', () => {
  test('signing out in one tab signs the other tab out at its next request', async () => {
    const first = await signInAs(browser, ctx.baseUrl, 'alena@lemon.cz', PASSWORD)
    pages.push(first)
    const second = await first.context().newPage()
    pages.push(second)
    await second.goto(`${ctx.baseUrl}/user/dashboard`)
    await second.getByRole('link', { name: 'Profil' }).waitFor()
    /* The second tab keeps its own copy of the token, so only the server can end it. */
    const token = await first.evaluate(() => localStorage.getItem('token'))
    await second.evaluate((t) => sessionStorage.setItem('token', t!), token)

    await first.getByRole('navigation').getByRole('button', { name: 'Odhlásit' }).click()
    await first.waitForURL('**/login')
    expect((await api.get('/api/protected/me', token!)).status).toBe(401)

    await second.getByRole('link', { name: 'Profil' }).click()
    await second.waitForURL('**/login')
  })

  test('ending a sign-in in the profile signs that browser out', async () => {
    const laptop = await signInAs(browser, ctx.baseUrl, 'bohus@lemon.cz', PASSWORD)
    const phone = await signInAs(browser, ctx.baseUrl, 'bohus@lemon.cz', PASSWORD)
    pages.push(laptop, phone)
    await phone.getByRole('link', { name: 'Profil' }).click()
    const rows = phone.getByTestId('sign-in-row')
    await rows.nth(1).waitFor()
    expect(await rows.count()).toBe(2)
    const other = phone.getByTestId('sign-in-row').filter({ hasNotText: 'toto zařízení' })
    await phone.screenshot({ path: 'tmp/e2e-sign-ins.png', fullPage: true })
    await other.getByRole('button', { name: 'Odhlásit' }).click()
    await phone.getByTestId('feedback').getByText('bylo ukončeno').waitFor()
    await rows.nth(1).waitFor({ state: 'detached' })

    await laptop.getByRole('link', { name: 'Profil' }).click()
    await laptop.waitForURL('**/login')
    /* The phone itself is still signed in. */
    await phone.getByRole('link', { name: 'Dashboard' }).click()
    await phone.waitForURL('**/user/dashboard')
  })

  test('a password an admin set must be changed before anything else', async () => {
    /* What the admin's "Nastavit heslo" does (the admin here is enrolled in 2FA). */
    const { default: User } = await import('#users/models/user')
    const { setPasswordByAdmin } = await import('#users/services/change_password')
    const cyril = await User.findByOrFail('email', 'cyril@lemon.cz')
    await setPasswordByAdmin(cyril.id, 'Docasne-heslo-42', true)

    const p = await page()
    await signIn(p, ctx.baseUrl, 'cyril@lemon.cz', 'Docasne-heslo-42')
    await p.waitForURL('**/profile')
    await p.getByTestId('pending-step').getByText('změňte si ho prosím').waitFor()
    await p.getByRole('link', { name: 'Pool' }).click()
    await p.waitForURL('**/profile')
    await p.getByLabel('Současné heslo').fill('Docasne-heslo-42')
    await p.getByLabel('Nové heslo').first().fill('password1')
    await p.getByLabel('Nové heslo znovu').fill('password1')
    await p.getByRole('button', { name: 'Změnit heslo' }).click()
    await p.getByText('Toto heslo patří mezi 10 000 nejčastěji používaných hesel').first().waitFor()
    await p.getByLabel('Nové heslo').first().fill('Cerveny-kaktus-9')
    await p.getByLabel('Nové heslo znovu').fill('Cerveny-kaktus-9')
    await p.getByRole('button', { name: 'Změnit heslo' }).click()
    /* The forced change was the one step in the way: on to the dashboard (issue #25), the
       confirmation still said. */
    await p.waitForURL('**/user/dashboard')
    await p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await p.getByText('Heslo bylo změněno. Ostatní přihlášení byla ukončena.').waitFor()
    await p.getByRole('link', { name: 'Pool' }).click()
    await p.waitForURL('**/pool')
  })
})

describe('the audit screen', () => {
  test('lists who did what, filters by user and exports to Excel', async () => {
    const { default: User } = await import('#users/models/user')
    const reditel = await User.findByOrFail('email', 'reditel@lemon.cz')
    const { startSession } = await import('#users/services/start_session')
    const { signToken } = await import('#core/auth/jwt')
    /* Signed in as the enrolled admin without typing a code again. */
    const sid = await startSession(reditel, { ip: null, userAgent: null })
    const token = await signToken({
      sub: String(reditel.id),
      sid,
      role: 'admin',
      firma: 'LEMON',
      pharmacyCode: null,
    })
    const p = await page()
    await p.goto(`${ctx.baseUrl}/login`)
    await p.evaluate(
      ([t, u]) => {
        localStorage.setItem('token', t)
        localStorage.setItem('user', u)
      },
      [token, JSON.stringify(reditel.serialize())]
    )
    await p.goto(`${ctx.baseUrl}/admin/audit`)
    await p.getByRole('heading', { name: 'Auditní záznam' }).waitFor()
    await p.getByTestId('audit-row').first().waitFor()
    expect(
      Number((await p.getByTestId('audit-total').innerText()).replace(/\D/g, ''))
    ).toBeGreaterThan(5)

    await p.getByLabel('Uživatel (e-mail)').fill('cyril@')
    await p.getByRole('button', { name: 'Filtrovat' }).click()
    await p.waitForURL('**/admin/audit?actor=cyril%40')
    await p.getByTestId('audit-row').filter({ hasText: 'Změna hesla' }).waitFor()
    /* The previous page stays on screen until the filtered one arrives. */
    const emails = () => p.getByTestId('audit-row').locator('td:nth-child(2)').allInnerTexts()
    await expect
      .poll(async () => (await emails()).every((e) => e.includes('cyril@lemon.cz')))
      .toBe(true)
    await p.screenshot({ path: 'tmp/e2e-audit.png', fullPage: true })

    const download = p.waitForEvent('download')
    await p.getByRole('button', { name: 'Exportovat do Excelu' }).click()
    expect((await download).suggestedFilename()).toBe('auditni-zaznam.xlsx')
  })
})
