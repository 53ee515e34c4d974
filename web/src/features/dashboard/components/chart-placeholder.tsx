import { Center, Paper, Text, Title } from '@mantine/core'

export function ChartPlaceholder({ title }: { title: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={5} mb="sm">
        {title}
      </Title>
      <Center h={180} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text c="dimmed">Graf je dočasně nedostupný.</Text>
      </Center>
    </Paper>
  )
}
