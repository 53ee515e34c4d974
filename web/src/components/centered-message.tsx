import type { ReactNode } from 'react'
import { Center, Loader, Stack, Text } from '@mantine/core'

interface CenteredMessageProps {
  children: ReactNode
  loading?: boolean
}

/** A full-height message, e.g. while the guard asks the server who the user is. */
export function CenteredMessage({ children, loading = false }: CenteredMessageProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        {loading && <Loader color="teal" />}
        <Text c="dimmed">{children}</Text>
      </Stack>
    </Center>
  )
}
