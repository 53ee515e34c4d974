import { ColorSwatch, Group, Text } from '@mantine/core'
import { priorityColor, priorityLabel } from './task-labels'

interface PriorityDotProps {
  priority: string
  /** Also write the priority's name next to the dot. */
  withLabel?: boolean
}

export function PriorityDot({ priority, withLabel = false }: PriorityDotProps) {
  const label = priorityLabel(priority)
  const dot = (
    <ColorSwatch
      component="span"
      color={`var(--mantine-color-${priorityColor(priority)}-6)`}
      size={12}
      withShadow={false}
      title={`Priorita: ${label}`}
      role="img"
      aria-label={`Priorita: ${label}`}
      data-priority={priority}
    />
  )
  if (!withLabel) return dot
  return (
    <Group gap={6} wrap="nowrap">
      {dot}
      <Text size="sm">{label}</Text>
    </Group>
  )
}
