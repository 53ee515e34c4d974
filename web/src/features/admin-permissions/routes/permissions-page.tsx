import { Alert, Loader, Paper, Stack, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import { usePermissions } from '../api/get-permissions'
import { ApiPermissionsTable } from '../components/api-permissions-table'
import { PagePermissionsTable, type PageRoute } from '../components/page-permissions-table'
import { PageTitle } from '../../../components/page-title'
import { SectionTitle } from '../../../components/section-title'

interface PermissionsPageProps {
  /** The SPA's own route table, the same one the guard uses (handed in by the app). */
  pageRoutes: PageRoute[]
}

export function PermissionsPage({ pageRoutes }: PermissionsPageProps) {
  const permissions = usePermissions()

  return (
    <Stack gap="lg">
      <PageTitle>Oprávnění</PageTitle>
      <Text c="dimmed" size="sm">
        Přehled je jen pro čtení. Role a přístupy vycházejí přímo z tabulek tras serveru a aplikace.
      </Text>
      <Paper withBorder p="lg" radius="md">
        <SectionTitle mb="md">API serveru</SectionTitle>
        {permissions.isPending && <Loader color="teal" />}
        {permissions.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(permissions.error, 'Nepodařilo se načíst oprávnění.')}
          </Alert>
        )}
        {permissions.data && <ApiPermissionsTable routes={permissions.data.routes} />}
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <SectionTitle mb="md">Obrazovky aplikace</SectionTitle>
        <PagePermissionsTable routes={pageRoutes} />
      </Paper>
    </Stack>
  )
}
