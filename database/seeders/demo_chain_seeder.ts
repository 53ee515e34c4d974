/*
| The demo chain served by `npm start` on an empty database: firma LEMON, eight
| branches, one admin and one user per branch. The passwords are demo values printed
| at start-up and in the README; change them before real use.
*/
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { upsertBranch } from '#branches/services/upsert_branch'
import { createUser } from '#users/services/create_user'
import { acceptUpload } from '#exports/services/accept_upload'
import { incomingLocalFile } from '#core/incoming_file'
import { acceptPriceListUpload } from '#pricelists/services/accept_price_list_upload'
import {
  writeBranchExports,
  writeDemoPriceLists,
  type DemoOptions,
} from '#database/factories/demo_exports'

export const DEMO_FIRMA = 'LEMON'
export const DEMO_ADMIN = { email: 'admin@lemon.cz', username: 'admin', password: 'admin123' }
export const DEMO_USER_PASSWORD = 'user123'

export const DEMO_BRANCHES = [
  {
    code: '1',
    name: 'Lékárna U Zlatého lva',
    street: 'Náměstí Míru 12',
    city: 'Praha 2',
    zip: '120 00',
  },
  { code: '2', name: 'Lékárna Na Poříčí', street: 'Na Poříčí 27', city: 'Praha 1', zip: '110 00' },
  {
    code: '3',
    name: 'Lékárna Brno – Masarykova',
    street: 'Masarykova 8',
    city: 'Brno',
    zip: '602 00',
  },
  {
    code: '4',
    name: 'Lékárna Ostrava – Stodolní',
    street: 'Stodolní 15',
    city: 'Ostrava',
    zip: '702 00',
  },
  {
    code: '5',
    name: 'Lékárna Plzeň – Americká',
    street: 'Americká 41',
    city: 'Plzeň',
    zip: '301 00',
  },
  {
    code: '6',
    name: 'Lékárna Olomouc – Horní náměstí',
    street: 'Horní náměstí 3',
    city: 'Olomouc',
    zip: '779 00',
  },
  {
    code: '7',
    name: 'Lékárna Liberec – Pražská',
    street: 'Pražská 19',
    city: 'Liberec',
    zip: '460 01',
  },
  {
    code: '8',
    name: 'Lékárna České Budějovice – Lannova',
    street: 'Lannova třída 22',
    city: 'České Budějovice',
    zip: '370 01',
  },
]

export const demoUserOf = (code: string) => ({
  email: `user${code}@lemon.cz`,
  username: `user${code}`,
  password: DEMO_USER_PASSWORD,
})

/**
 * The demo chain; each branch's generated exports go through the real upload pipeline
 * (stored, queued, parsed by the imports worker), so a fresh start shows filled lists.
 */
export async function seedDemoChain(exports: DemoOptions | null = { products: 300, months: 6 }) {
  for (const branch of DEMO_BRANCHES) {
    await upsertBranch({ firma: DEMO_FIRMA, ...branch })
  }
  /* The demo passwords are printed weak on purpose; the hygiene rules would refuse them. */
  const admin = await createUser(
    { ...DEMO_ADMIN, role: 'admin', firma: DEMO_FIRMA, fullName: 'Správce řetězce' },
    { demoPassword: true }
  )
  if (exports) {
    /* Queued before the exports: each branch's first export then finds both úhrady lists. */
    const lists = await writeDemoPriceLists(app.tmpPath('demo-price-lists'), exports)
    await acceptPriceListUpload({
      kind: 'leaflet',
      localPath: lists.leaflet.path,
      source: 'demo/letak.xlsx',
      validFrom: lists.leaflet.validFrom,
      validTo: lists.leaflet.validTo,
      actorId: admin.id,
    })
    for (const list of lists.uhrady) {
      await acceptPriceListUpload({
        kind: 'uhrady',
        localPath: list.path,
        source: `demo/${list.path.split('/').pop()}`,
        validFrom: list.validFrom,
        actorId: admin.id,
      })
    }
  }
  for (const branch of DEMO_BRANCHES) {
    const user = await createUser(
      {
        ...demoUserOf(branch.code),
        role: 'user',
        firma: DEMO_FIRMA,
        pharmacyCode: branch.code,
        fullName: `Obsluha – ${branch.name}`,
      },
      { demoPassword: true }
    )
    if (!exports) continue
    const paths = await writeBranchExports(
      app.tmpPath('demo-exports', branch.code),
      branch.code,
      exports
    )
    await acceptUpload(
      user.id,
      { firma: DEMO_FIRMA, pharmacyCode: branch.code },
      {
        sklad: await incomingLocalFile(paths.sklad, 100),
        pohyby: await incomingLocalFile(paths.pohyby, 100),
        karty: await incomingLocalFile(paths.karty, 100),
      },
      100
    )
  }
}

/** Seeds the demo chain only into an empty database; a real chain's data is never touched. */
export default class DemoChainSeeder extends BaseSeeder {
  async run() {
    const [{ count }] = await db.from('users').count('* as count')
    if (Number(count) > 0) return
    await seedDemoChain()
  }
}
