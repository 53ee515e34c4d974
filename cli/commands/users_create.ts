import { Command, Option } from 'commander'
import { runCommand } from '../run.js'

export const usersCreateCommand = new Command('users:create')
  .description('Vytvoří uživatele (administrátor nepotřebuje kód pobočky)')
  .requiredOption('--username <username>', 'uživatelské jméno')
  .requiredOption('--email <email>', 'e-mail')
  .requiredOption('--password <password>', 'heslo (alespoň 8 znaků)')
  .addOption(new Option('--role <role>', 'role').choices(['admin', 'user']).makeOptionMandatory())
  .option('--firma <firma>', 'firma', 'LEMON')
  .option('--pharmacy-code <code>', 'kód pobočky')
  .option('--full-name <name>', 'celé jméno')
  .action(async (options) =>
    runCommand(async () => {
      const { createUserValidator } = await import('#users/validators/create_user_validator')
      const { createUser } = await import('#users/services/create_user')
      const input = await createUserValidator.validate({
        username: options.username,
        email: options.email,
        password: options.password,
        role: options.role,
        firma: options.firma,
        pharmacyCode: options.pharmacyCode ?? null,
        fullName: options.fullName ?? null,
      })
      try {
        const user = await createUser(input)
        console.log(
          `Uživatel vytvořen: ${user.username} <${user.email}> (${user.role}${user.pharmacyCode ? `, pobočka ${user.firma}/${user.pharmacyCode}` : ''})`
        )
      } catch (error) {
        if ((error as { status?: number }).status === 409)
          throw new Error(`Uživatel již existuje: ${input.email.toLowerCase()}`)
        throw error
      }
    })
  )
