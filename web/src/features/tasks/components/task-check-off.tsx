import { Checkbox } from '@mantine/core'
import { completionCode } from '../../../../../app/tasks/rules/task_schedule'
import type { Task } from '../task'

interface TaskCheckOffProps {
  task: Task
  callerCode: string | null
  onToggle: (task: Task, done: boolean) => void
}

/** The caller ticks the task off for their branch, or for the task's first one (spec §4). */
export function TaskCheckOff({ task, callerCode, onToggle }: TaskCheckOffProps) {
  const own = callerCode && task.pharmacyCodes.includes(callerCode) ? callerCode : null
  const code = completionCode(task.pharmacyCodes, own)
  return (
    <Checkbox
      size="md"
      label={code ? `Hotovo za pobočku ${code}` : 'Hotovo'}
      checked={task.done}
      disabled={task.status === 'archived' || !code}
      onChange={(event) => onToggle(task, event.currentTarget.checked)}
    />
  )
}
