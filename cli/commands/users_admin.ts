import { writeFile } from 'node:fs/promises'
import { Command, Option } from 'commander'
import { CliError, runCommand } from '../run.js'

async function userByEmail(email: string) {
  const { default: User } = await import('#users/models/user')
  const user = await User.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first()
  if (!user) throw new CliError(`Uživatel nenalezen: ${email}`)
  return user
}

export const usersSetRoleCommand = new Command('users:set-role')
  .description('Nastaví uživateli roli (platí hned, i pro jeho přihlášení)')
  .requiredOption('--email <email>', 'e-mail uživatele')
  .addOption(new Option('--role <role>', 'role').choices(['admin', 'user']).makeOptionMandatory())
  .action(async (options) =>
    runCommand(async () => {
      const { updateUser } = await import('#users/services/update_user')
      const user = await userByEmail(options.email)
      const updated = await updateUser(user.id, { role: options.role })
      console.log(`Role nastavena: ${updated.email} → ${updated.role}`)
    })
  )

const CSV_COLUMNS = ['username', 'email', 'role', 'firma', 'pharmacyCode', 'fullName'] as const

const csvField = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value)
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const usersExportCommand = new Command('users:export')
  .description(
    'Uloží uživatele do CSV (username,email,role,firma,pharmacyCode,fullName), ' +
      've tvaru, který přijme users:import; hesla se neexportují'
  )
  .argument('<file>', 'cílový CSV soubor')
  .action(async (file: string) =>
    runCommand(async () => {
      const { default: User } = await import('#users/models/user')
      const users = await User.query().orderBy('id')
      const lines = [
        CSV_COLUMNS.join(','),
        ...users.map((u) => CSV_COLUMNS.map((c) => csvField(u[c])).join(',')),
      ]
      try {
        await writeFile(file, `${lines.join('\n')}\n`, 'utf8')
      } catch {
        throw new CliError(`Soubor ${file} nelze zapsat.`)
      }
      console.log(`exportováno uživatelů: ${users.length} → ${file}`)
    })
  )

export const usersDeactivateCommand = new Command('users:deactivate')
  .description(
    'Deaktivuje účet: nepřihlásí se a jeho tokeny přestanou platit hned (--reactivate vrací)'
  )
  .requiredOption('--email <email>', 'e-mail uživatele')
  .option('--reactivate', 'účet znovu aktivuje')
  .action(async (options) =>
    runCommand(async () => {
      const { setDeactivated } = await import('#users/services/deactivate_user')
      const user = await userByEmail(options.email)
      await setDeactivated(user.id, !options.reactivate)
      console.log(
        options.reactivate ? `Účet aktivován: ${user.email}` : `Účet deaktivován: ${user.email}`
      )
    })
  )

export const usersReset2faCommand = new Command('users:reset-2fa')
  .description(
    'Vypne uživateli dvoufázové ověření (ztracený telefon) a ukončí všechna jeho přihlášení; ' +
      'při ADMIN_2FA=required si ho správce po přihlášení nastaví znovu'
  )
  .requiredOption('--email <email>', 'e-mail uživatele')
  .action(async (options) =>
    runCommand(async () => {
      const { resetTwoFactor } = await import('#auth/services/reset_two_factor')
      const user = await userByEmail(options.email)
      if (!user.totpEnabledAt && !user.totpSecret) {
        console.log(`Dvoufázové ověření nebylo zapnuté: ${user.email}`)
        return
      }
      await resetTwoFactor(user.id, 'users.2fa_reset')
      console.log(`Dvoufázové ověření zrušeno: ${user.email}`)
    })
  )
