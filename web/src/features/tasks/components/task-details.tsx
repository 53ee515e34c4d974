import type { ReactNode } from 'react'
import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatDate, formatDateTime } from '../../../lib/format'
import type { Task } from '../task'
import { PriorityDot } from './priority-dot'
import { statusLabel } from './task-labels'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap="xs">{children}</Group>
    </Stack>
  )
}

export function TaskDetails({ task }: { task: Task }) {
  return (
    <Stack gap="md">
      <Text style={{ whiteSpace: 'pre-wrap' }} c={task.description ? undefined : 'dimmed'}>
        {task.description || 'Bez popisu.'}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Termín">{formatDate(task.dueDate)}</Fact>
        <Fact label="Priorita">
          <PriorityDot priority={task.priority} withLabel />
        </Fact>
        <Fact label="Stav">{statusLabel(task.status)}</Fact>
        <Fact label="Vytvořeno">{formatDateTime(task.createdAt)}</Fact>
      </SimpleGrid>
    </Stack>
  )
}
