import { Text } from '@mantine/core'

export function AccessMark({ allowed }: { allowed: boolean }) {
  return allowed ? (
    <Text span c="teal.7" fw={700} aria-label="ano">
      ✓
    </Text>
  ) : (
    <Text span c="gray.5" aria-label="ne">
      –
    </Text>
  )
}
