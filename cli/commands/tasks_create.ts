import { Command, Option } from 'commander'
import { runCommand } from '../run.js'

export const tasksCreateCommand = new Command('tasks:create')
  .description('Zadá úkol pobočkám (jako administrátor na webu)')
  .requiredOption('--title <title>', 'název úkolu')
  .requiredOption('--pharmacy-codes <codes>', 'kódy poboček oddělené čárkou, např. 1,2,3')
  .option('--due <date>', 'termín RRRR-MM-DD')
  .option('--description <text>', 'popis')
  .addOption(
    new Option('--priority <priority>', 'priorita')
      .choices(['low', 'medium', 'high'])
      .default('medium')
  )
  .option('--firma <firma>', 'firma', 'LEMON')
  .action(async (options) =>
    runCommand(async () => {
      const { createTaskValidator } = await import('#tasks/validators/task_validators')
      const { createTask } = await import('#tasks/services/create_task')
      const { default: User } = await import('#users/models/user')
      const firma = String(options.firma).trim().toUpperCase()
      const admin = await User.query().where('role', 'admin').orderBy('id').first()
      if (!admin) throw new Error('V databázi není žádný administrátor, který by úkol zadal.')
      const input = await createTaskValidator({
        title: options.title,
        description: options.description ?? null,
        dueDate: options.due ?? null,
        priority: options.priority,
        pharmacyCodes: String(options.pharmacyCodes),
      })
      const task = await createTask({ id: admin.id, firma }, input)
      console.log(
        `Úkol vytvořen: #${task.id} „${task.title}“ pro pobočky ${task.assignments.map((a) => a.pharmacyCode).join(', ')}`
      )
    })
  )
