import { Text } from '@mantine/core'

/** A job or queue by its Czech name, with its code underneath for the logs. */
export function JobName({ label, code }: { label: string; code: string }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {label !== code && (
        <Text size="xs" c="dimmed" ff="monospace">
          {code}
        </Text>
      )}
    </div>
  )
}
