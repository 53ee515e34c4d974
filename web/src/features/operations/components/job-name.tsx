import { Text } from '@mantine/core'

interface JobNameProps {
  label: string
  code: string
  /** The queue's Czech name, shown before the code. */
  queue?: string
}

/** A job or queue by its Czech name, with its code (and queue) underneath for the logs. */
export function JobName({ label, code, queue }: JobNameProps) {
  const codeLine = label !== code ? code : null
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {(codeLine || queue) && (
        <Text size="xs" c="dimmed">
          {queue}
          {queue && codeLine && ' · '}
          {codeLine && (
            <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{codeLine}</span>
          )}
        </Text>
      )}
    </div>
  )
}
