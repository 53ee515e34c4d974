import { List, Text } from '@mantine/core'
import { formatDateTime } from '../../../lib/format'
import type { Task } from '../task'

/** Who has ticked the task off, branch by branch. */
export function TaskCompletions({ task }: { task: Pick<Task, 'pharmacyCodes' | 'completions'> }) {
  if (task.pharmacyCodes.length === 0) return <Text c="dimmed">Úkol nemá přidělené pobočky.</Text>
  return (
    <List spacing={4} listStyleType="none" data-testid="task-completions">
      {task.pharmacyCodes.map((code) => {
        const completion = task.completions[code]
        return (
          <List.Item key={code}>
            <Text span fw={600}>
              Pobočka {code}:
            </Text>{' '}
            {completion?.done ? (
              <Text span c="teal.8">
                ✓ hotovo {formatDateTime(completion.doneAt)}
              </Text>
            ) : (
              <Text span c="dimmed">
                – nesplněno
              </Text>
            )}
          </List.Item>
        )
      })}
    </List>
  )
}
