import type { ReactNode } from 'react'
import { AppShell, Button, ScrollArea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useLocation, useNavigate } from 'react-router-dom'
import type { User } from '../../lib/user'
import { AppHeader } from './app-header'
import { findMenuLink, type MenuEntry } from './menus'
import { SidebarMenu, type MenuBadges } from './sidebar-menu'
import { useLogout } from './use-logout'

interface AppLayoutProps {
  user: User
  /** userMenu or adminMenu, chosen by the guard from the role. */
  menu: MenuEntry[]
  /** Hook for the open-tasks count and the upload warning (later issues). */
  badges?: MenuBadges
  /** The header bell with its notifications (the notifications feature). */
  bell?: ReactNode
  children: ReactNode
}

export function AppLayout({ user, menu, badges, bell, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const logout = useLogout()

  const search = (query: string) => {
    const target = findMenuLink(menu, query)
    if (target) navigate(target.path)
    else if (query.trim()) notifications.show({ message: `Nic nenalezeno: ${query.trim()}` })
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader
          user={user}
          navbarOpened={opened}
          onToggleNavbar={toggle}
          onSearch={search}
          onLogout={logout}
          bell={bell}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          <SidebarMenu menu={menu} pathname={pathname} badges={badges} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Button variant="subtle" color="red" fullWidth justify="flex-start" onClick={logout}>
            Odhlásit
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{children}</AppShell.Main>
    </AppShell>
  )
}
