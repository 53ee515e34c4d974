import { Text } from '@mantine/core'

export function AccessMark({ allowed }: { allowed: boolean }) {
  return allowed ? (
    <Text span c="teal.8" fw={700} role="img" aria-label="ano">
      ✓
    </Text>
  ) : (
    <Text span c="dimmed" role="img" aria-label="ne">
      –
    </Text>
  )
}
