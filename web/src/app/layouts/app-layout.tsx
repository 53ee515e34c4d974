import { useEffect, useRef, type ReactNode } from 'react'
import { AppShell, Button, Drawer, ScrollArea } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useLocation, useNavigate } from 'react-router-dom'
import type { User } from '../../lib/user'
import { NAV_BREAKPOINT } from '../theme'
import { AppHeader } from './app-header'
import { findMenuLink, type MenuEntry } from './menus'
import { SidebarMenu, type MenuBadges } from './sidebar-menu'
import { SkipLink, MAIN_ID } from './skip-link'
import { useLogout } from './use-logout'

interface AppLayoutProps {
  user: User
  /** userMenu or adminMenu, chosen by the guard from the role. */
  menu: MenuEntry[]
  /** Hook for the open-tasks count and the upload warning (later issues). */
  badges?: MenuBadges
  /** The header bell with its notifications (the notifications feature). */
  bell?: ReactNode
  /** The header search (the product-search feature); screens only without it. */
  searchBox?: ReactNode
  children: ReactNode
}

const NAV_LABEL = 'Hlavní nabídka'
const DRAWER_ID = 'main-menu-drawer'

export function AppLayout({ user, menu, badges, bell, searchBox, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false)
  /* From 900 px the sidebar stands beside the page; below it is a drawer behind the burger. */
  const wide = useMediaQuery(`(min-width: ${NAV_BREAKPOINT})`, true, {
    getInitialValueInEffect: false,
  })
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const logout = useLogout()

  const search = (query: string) => {
    const target = findMenuLink(menu, query)
    if (target) navigate(target.path)
    else if (query.trim()) notifications.show({ message: `Nic nenalezeno: ${query.trim()}` })
  }

  const sidebar = (
    <Sidebar pathname={pathname} onLogout={logout}>
      <SidebarMenu menu={menu} pathname={pathname} badges={badges} onNavigate={close} />
    </Sidebar>
  )

  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 270, breakpoint: 'nav', collapsed: { mobile: true } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <AppHeader
            user={user}
            withBurger={!wide}
            navbarOpened={opened}
            navbarId={DRAWER_ID}
            onToggleNavbar={toggle}
            onSearch={search}
            onLogout={logout}
            bell={bell}
            searchBox={searchBox}
          />
        </AppShell.Header>
        {wide ? (
          <AppShell.Navbar p="xs" aria-label={NAV_LABEL}>
            {sidebar}
          </AppShell.Navbar>
        ) : (
          <Drawer
            opened={opened}
            onClose={close}
            id={DRAWER_ID}
            title="Nabídka"
            size={300}
            padding="xs"
            closeButtonProps={{ 'aria-label': 'Zavřít nabídku' }}
            styles={{ body: { height: 'calc(100% - 60px)', display: 'flex' } }}
          >
            <nav
              aria-label={NAV_LABEL}
              style={{ display: 'flex', flexDirection: 'column', flex: 1 }}
            >
              {sidebar}
            </nav>
          </Drawer>
        )}
        <AppShell.Main id={MAIN_ID} tabIndex={-1} bg="gray.0" style={{ outline: 'none' }}>
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  )
}

interface SidebarProps {
  pathname: string
  onLogout: () => void
  children: ReactNode
}

/**
 * The menu scrolls by itself when it is taller than the window (a 1366×768 laptop), and
 * after every navigation it scrolls the current item into view.
 */
function Sidebar({ pathname, onLogout, children }: SidebarProps) {
  const viewport = useRef<HTMLDivElement>(null)
  useEffect(() => {
    viewport.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' })
  }, [pathname])

  return (
    <>
      <AppShell.Section
        grow
        component={ScrollArea}
        type="auto"
        viewportRef={viewport}
        style={{ minHeight: 0 }}
      >
        {children}
      </AppShell.Section>
      <AppShell.Section pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Button variant="subtle" color="red" fullWidth justify="flex-start" onClick={onLogout}>
          Odhlásit
        </Button>
      </AppShell.Section>
    </>
  )
}
