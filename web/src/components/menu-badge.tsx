import { Badge } from '@mantine/core'

/** The red mark beside a menu entry (a count, `99+`, `!`); nothing without a label. */
export function MenuBadge({ label, testId }: { label: string | null; testId: string }) {
  if (!label) return null
  return (
    <Badge size="sm" color="red" variant="filled" circle={label.length < 3} data-testid={testId}>
      {label}
    </Badge>
  )
}
