import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import { Logo } from '../../../components/logo'
import { paths } from '../../../lib/paths'

export function LandingPage() {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p={40} maw={560} w="100%">
        <Stack align="center" gap="lg" ta="center">
          <Logo size="lg" />
          <Title order={1} fz={24} fw={600}>
            Interní systém lékáren LEMON
          </Title>
          <Text c="dimmed">
            Pro přístup k exportům, ležákům, poolu, převodkám a úkolům vaší pobočky se prosím
            přihlaste.
          </Text>
          <Button component={Link} to={paths.login} size="md">
            Přihlásit se
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}
