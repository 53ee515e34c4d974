import { NavLink, Paper } from '@mantine/core'
import { Link } from 'react-router-dom'
import { paths } from '../../../lib/paths'
import { SectionTitle } from '../../../components/section-title'

export function AdminTopics() {
  return (
    <Paper withBorder p="lg" radius="md">
      <SectionTitle mb="sm">Oblasti správy</SectionTitle>
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
