import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import { paths } from '../lib/paths'

export function NotFoundPage() {
  return (
    <Stack component="main" align="center" justify="center" mih="100vh" gap="sm" p="md">
      <Title order={1} fz={28}>
        404 – stránka nenalezena
      </Title>
      <Text c="dimmed">Zkontrolujte adresu, nebo pokračujte na úvodní stránku.</Text>
      <Anchor component={Link} to={paths.home}>
        Na úvodní stránku
      </Anchor>
    </Stack>
  )
}
