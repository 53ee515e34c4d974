import { Button, Group, Text } from '@mantine/core'

interface VersionNavProps {
  /** 0 is the newest version. */
  index: number
  count: number
  onChange: (index: number) => void
}

/** Previous goes to an older version, next to a newer one (doc 1 §4). */
export function VersionNav({ index, count, onChange }: VersionNavProps) {
  return (
    <Group gap="sm">
      <Button
        variant="default"
        disabled={index >= count - 1}
        onClick={() => onChange(index + 1)}
        data-testid="version-previous"
      >
        ← Předchozí verze
      </Button>
      <Text size="sm" data-testid="version-position">
        Verze {count - index} z {count}
      </Text>
      <Button
        variant="default"
        disabled={index <= 0}
        onClick={() => onChange(index - 1)}
        data-testid="version-next"
      >
        Další verze →
      </Button>
    </Group>
  )
}
