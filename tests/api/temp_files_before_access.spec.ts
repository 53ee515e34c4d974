import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { today, writeXlsx } from '../helpers/exports.js'
import { addDays } from '#core/calendar'

/*
| Issue #35: a stranger could fill a web host's disk without signing in (every multipart body
| was written to the temp folder before routing and authentication, on any path, and never
| removed), and every accepted upload left its file behind. Now a body is read only on a
| route that takes files, after its access check, and its files go when the request ends.
| The app runs in this process with a temp folder of its own, so every file it leaves shows.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let branch1: string
const outside = mkdtempSync(join(tmpdir(), 'temp-files-test-'))
const temp = join(outside, 'os-temp')
const full = join(outside, 'full-temp')
const originalTmp = process.env.TMPDIR
const leftovers = () => readdirSync(temp)

/** A multipart body of `mb` megabytes with one file field, as a stranger would send it. */
function bigForm(mb: number, field = 'file') {
  const form = new FormData()
  form.append(field, new Blob([Buffer.alloc(mb * 1024 * 1024, 7)]), 'velky.xlsx')
  return form
}

beforeAll(async () => {
  mkdirSync(temp)
  process.env.TMPDIR = temp
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [branch1],
  } = await signInStaff(api, ['1', '2']))
})

afterAll(async () => {
  process.env.TMPDIR = originalTmp
  try {
    execFileSync('umount', [full], { stdio: 'ignore' })
  } catch {}
  await ctx?.close()
  rmSync(outside, { recursive: true, force: true })
})

describe('nothing is written for a request before it is known to be allowed (issue #35)', () => {
  test('anonymous 3 MB multipart posts to a 404 path, the sign-in and a 401 route leave no file', async () => {
    const answers = []
    for (const path of [
      '/api/nic-takoveho',
      '/api/auth/login',
      '/api/notifications/read',
      '/api/upload/LEMON/1',
      '/api/uhrady-admin/upload',
    ]) {
      const res = await fetch(`${ctx.baseUrl}${path}`, { method: 'POST', body: bigForm(3) })
      answers.push([path, res.status])
      await res.arrayBuffer()
    }
    expect(answers).toEqual([
      ['/api/nic-takoveho', 404],
      ['/api/auth/login', 422],
      ['/api/notifications/read', 401],
      ['/api/upload/LEMON/1', 401],
      ['/api/uhrady-admin/upload', 401],
    ])
    expect(leftovers()).toEqual([])
  })

  test('a signed-in user posting files to a route of another branch or an admin route leaves no file', async () => {
    const other = await fetch(`${ctx.baseUrl}/api/upload/LEMON/2`, {
      method: 'POST',
      body: bigForm(3, 'sklad'),
      headers: { authorization: `Bearer ${branch1}` },
    })
    expect(other.status).toBe(403)
    const adminOnly = await fetch(`${ctx.baseUrl}/api/uhrady-admin/upload`, {
      method: 'POST',
      body: bigForm(3),
      headers: { authorization: `Bearer ${branch1}` },
    })
    expect(adminOnly.status).toBe(403)
    expect(leftovers()).toEqual([])
  })

  test('20 accepted uploads leave no file; a refused and a too large one neither', async () => {
    const file = writeXlsx(join(outside, 'uhrady.xlsx'), [
      ['Kód SÚKL', 'Název', 'Úhrada', 'Doplněk', 'Max. cena', 'Doplatek'],
      ['0012345', 'PARALEN', '35,50', '500MG TBL NOB 24', 60, 9.5],
    ])
    const send = (body: Blob, name: string) => {
      const form = new FormData()
      form.append('validFrom', addDays(today(), 1))
      form.append('file', body, name)
      return fetch(`${ctx.baseUrl}/api/uhrady-admin/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${admin}` },
      })
    }
    const statuses = []
    for (let i = 0; i < 20; i++) {
      statuses.push((await send(new Blob([readFileSync(file)]), basename(file))).status)
    }
    expect(statuses).toEqual(Array(20).fill(202))
    const refused = await send(new Blob([Buffer.from('toto není sešit')]), 'text.xlsx')
    expect(refused.status).toBe(422)
    const tooLarge = await send(new Blob([Buffer.alloc(52 * 1024 * 1024)]), 'obri.xlsx')
    expect(tooLarge.status).toBe(413)
    expect(((await tooLarge.json()) as { message: string }).message).toBe(
      'Soubor obri.xlsx je větší než 50 MB.'
    )
    expect(leftovers()).toEqual([])
  })

  test('a start sweeps the product’s own leftovers older than a day, and nothing else', async () => {
    const { sweepTempFiles } = await import('#core/temp_files')
    for (const name of ['lemon-upload-stary', 'lemon-download-cerstvy', 'cizi-stary']) {
      mkdirSync(join(temp, name))
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000)
    utimesSync(join(temp, 'lemon-upload-stary'), twoDaysAgo, twoDaysAgo)
    utimesSync(join(temp, 'cizi-stary'), twoDaysAgo, twoDaysAgo)
    expect(await sweepTempFiles()).toBe(1)
    expect(leftovers().sort()).toEqual(['cizi-stary', 'lemon-download-cerstvy'])
    for (const name of leftovers()) rmSync(join(temp, name), { recursive: true })
  })

  test('a full temp disk answers 503 in Czech, and gives every download slot back', async () => {
    mkdirSync(full)
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', full])
    /* dd fails once the disk is full: that is the point. */
    spawnSync('dd', ['if=/dev/zero', `of=${join(full, 'plny')}`, 'bs=4k', 'count=100'])
    process.env.TMPDIR = full
    const message = 'Na serveru teď není místo pro dočasné soubory. Zkuste to prosím za chvíli.'
    /* More downloads than a process spools at once (2): a slot kept by a failure would hang. */
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${ctx.baseUrl}/api/pool/LEMON/1?format=xlsx`, {
        headers: { authorization: `Bearer ${branch1}` },
        signal: AbortSignal.timeout(10_000),
      })
      expect(res.status).toBe(503)
      expect(((await res.json()) as { message: string }).message).toBe(message)
    }
    const upload = await fetch(`${ctx.baseUrl}/api/uhrady-admin/upload`, {
      method: 'POST',
      body: bigForm(1),
      headers: { authorization: `Bearer ${admin}` },
      signal: AbortSignal.timeout(10_000),
    })
    expect(upload.status).toBe(503)
    expect(((await upload.json()) as { message: string }).message).toBe(message)

    process.env.TMPDIR = temp
    const after = await fetch(`${ctx.baseUrl}/api/pool/LEMON/1?format=xlsx`, {
      headers: { authorization: `Bearer ${branch1}` },
      signal: AbortSignal.timeout(10_000),
    })
    expect(after.status).toBe(200)
    await after.arrayBuffer()
    /* The spooled file goes once the answer has been sent, a moment after the client has it. */
    for (let i = 0; i < 40 && leftovers().length > 0; i++)
      await new Promise((r) => setTimeout(r, 50))
    expect(leftovers()).toEqual([])
  })
})
