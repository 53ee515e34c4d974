import { NavLink, Paper, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import { paths } from '../../../lib/paths'

export function AdminTopics() {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={4} mb="sm">
        Oblasti správy
      </Title>
      <NavLink
        component={Link}
        to={paths.adminUsers}
        label="Správa uživatelů"
        description="Účty zaměstnanců poboček a administrátorů"
      />
      <NavLink
        component={Link}
        to={paths.adminPermissions}
        label="Role a oprávnění"
        description="Kdo smí otevřít které stránky a volání"
      />
      <NavLink
        component={Link}
        to={paths.adminJobs}
        label="Logy a statistiky"
        description="Úlohy na pozadí: poslední běhy, fronty a chyby"
      />
    </Paper>
  )
}
