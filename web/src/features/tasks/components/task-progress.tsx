import { Group, Progress, Stack, Text } from '@mantine/core'
import type { Task } from '../task'

/** Each branch with ✓ or –, and how many of the assigned branches are done, e.g. 1/2. */
export function TaskProgress({ task }: { task: Pick<Task, 'pharmacyCodes' | 'completions'> }) {
  const assigned = task.pharmacyCodes.length
  const done = task.pharmacyCodes.filter((code) => task.completions[code]?.done).length
  return (
    <Stack gap={4} data-testid="task-progress" miw={120}>
      <Group gap={6} wrap="nowrap">
        <Progress
          value={assigned ? (done / assigned) * 100 : 0}
          color="teal"
          size="sm"
          w={60}
          aria-label="Plnění"
        />
        <Text size="sm" fw={600} data-testid="task-progress-summary">
          {done}/{assigned}
        </Text>
      </Group>
      <Group gap="xs">
        {task.pharmacyCodes.map((code) => (
          <Text key={code} size="xs" c={task.completions[code]?.done ? 'teal.8' : 'dimmed'}>
            {code}: {task.completions[code]?.done ? '✓' : '–'}
          </Text>
        ))}
      </Group>
    </Stack>
  )
}
