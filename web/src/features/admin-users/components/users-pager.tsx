import { Button, Group, Text } from '@mantine/core'

interface UsersPagerProps {
  page: number
  totalPages: number
  onChange: (page: number) => void
}

/** The spec names the controls in English: Previous, Next and "Page x/y". */
export function UsersPager({ page, totalPages, onChange }: UsersPagerProps) {
  return (
    <Group justify="center" gap="md">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Text size="sm" data-testid="users-page">
        Page {page}/{totalPages}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </Group>
  )
}
