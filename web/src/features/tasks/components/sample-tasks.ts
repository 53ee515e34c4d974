import { addDays, dayIn } from '../../../../../app/tasks/rules/task_schedule'
import type { Task } from '../task'

const samples = [
  { title: 'Zkontrolovat expirace v regálu volného prodeje', priority: 'high' },
  { title: 'Doplnit akční leták na prodejnu', priority: 'medium' },
  { title: 'Uklidit sklad a označit ležáky', priority: 'low' },
] as const

/** What the today's-tasks card shows when the fetch fails: due today, tomorrow and in two days. */
export function sampleTasks(now: Date): Task[] {
  const today = dayIn(now)
  return samples.map(({ title, priority }, index) => ({
    id: `ukazka-${index + 1}`,
    title,
    description: null,
    dueDate: addDays(today, index),
    priority,
    status: 'open',
    pharmacyCodes: [],
    completions: {},
    done: false,
    createdAt: now.toISOString(),
    createdBy: null,
  }))
}
