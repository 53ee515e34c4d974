import { useEffect, useRef, type ReactNode } from 'react'
import {
  ActionIcon,
  AppShell,
  Button,
  Drawer,
  Group,
  ScrollArea,
  Stack,
  Tooltip,
} from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useLocation, useNavigate } from 'react-router-dom'
import { ListAnchorProvider } from '../../components/server-list/list-anchor'
import { useUserPrefs } from '../../lib/user-prefs'
import type { User } from '../../lib/user'
import { NAV_BREAKPOINT } from '../theme'
import { AppHeader } from './app-header'
import { MenuIcon } from './menu-icons'
import { findMenuLink, type MenuEntry } from './menus'
import { SidebarMenu, type MenuBadges } from './sidebar-menu'
import { SidebarRail } from './sidebar-rail'
import { ListSkipLink, SkipLink, MAIN_ID } from './skip-link'
import { useLogout } from './use-logout'

interface AppLayoutProps {
  user: User
  /** The sidebar of the role (menuOf), chosen by the guard. */
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
const NAV_WIDTH = 270
const RAIL_WIDTH = 64
/* Narrower than a 1366 px laptop, the menu starts as a rail until the user opens it. */
const RAIL_BY_DEFAULT = '(max-width: 1365.98px)'

export function AppLayout({ user, menu, badges, bell, searchBox, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false)
  /* From 900 px the sidebar stands beside the page; below it is a drawer behind the burger. */
  const wide = useMediaQuery(`(min-width: ${NAV_BREAKPOINT})`, true, {
    getInitialValueInEffect: false,
  })
  const narrowLaptop = useMediaQuery(RAIL_BY_DEFAULT, false, { getInitialValueInEffect: false })
  const [prefs, setPrefs] = useUserPrefs()
  const rail = wide && (prefs.navCollapsed ?? narrowLaptop)
  const toggleRail = () => setPrefs((current) => ({ ...current, navCollapsed: !rail }))
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const logout = useLogout()

  const search = (query: string) => {
    const target = findMenuLink(menu, query)
    if (target) navigate(target.path)
    else if (query.trim()) notifications.show({ message: `Nic nenalezeno: ${query.trim()}` })
  }

  const sidebar = (
    <Sidebar
      pathname={pathname}
      onLogout={logout}
      rail={rail}
      onToggleRail={wide ? toggleRail : undefined}
    >
      {rail ? (
        <SidebarRail menu={menu} pathname={pathname} badges={badges} />
      ) : (
        <SidebarMenu menu={menu} pathname={pathname} badges={badges} onNavigate={close} />
      )}
    </Sidebar>
  )

  return (
    <ListAnchorProvider>
      <SkipLink />
      <ListSkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: rail ? RAIL_WIDTH : NAV_WIDTH,
          breakpoint: 'nav',
          collapsed: { mobile: true },
        }}
        padding={{ base: 'sm', sm: 'md' }}
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
          <AppShell.Navbar
            p="xs"
            aria-label={NAV_LABEL}
            id="main-menu"
            data-rail={rail || undefined}
          >
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
    </ListAnchorProvider>
  )
}

interface SidebarProps {
  pathname: string
  onLogout: () => void
  /** The menu folded to icons (from 900 px, the user's choice). */
  rail: boolean
  /** Folds or unfolds the menu; none in the drawer. */
  onToggleRail?: () => void
  children: ReactNode
}

/**
 * The menu scrolls by itself when it is taller than the window, and after every navigation
 * it scrolls the current item into view. The fold control stands at its bottom edge beside
 * "Odhlásit", outside the scrolling list, so the list keeps the whole height (issue #36:
 * every item, Saldo included, fits a 1366×768 laptop).
 */
function Sidebar({ pathname, onLogout, rail, onToggleRail, children }: SidebarProps) {
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
        data-testid="menu-list"
      >
        {children}
      </AppShell.Section>
      <AppShell.Section pt={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {rail ? (
          <Stack gap={6} align="center" className="menu-rail">
            {onToggleRail && <RailToggle rail onToggle={onToggleRail} />}
            <Tooltip label="Odhlásit" position="right" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={onLogout}
                aria-label="Odhlásit"
              >
                <MenuIcon name="logout" />
              </ActionIcon>
            </Tooltip>
          </Stack>
        ) : (
          <Group gap={4} wrap="nowrap" justify="space-between">
            {onToggleRail && <RailToggle rail={false} onToggle={onToggleRail} />}
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              fullWidth={!onToggleRail}
              justify="flex-start"
              onClick={onLogout}
            >
              Odhlásit
            </Button>
          </Group>
        )}
      </AppShell.Section>
    </>
  )
}

/** Folds the menu into the icon rail and back; the choice is remembered for the user. */
function RailToggle({ rail, onToggle }: { rail: boolean; onToggle: () => void }) {
  const label = rail ? 'Rozbalit nabídku' : 'Sbalit nabídku'
  if (rail)
    return (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          mx="auto"
          display="flex"
          onClick={onToggle}
          aria-label={label}
          aria-expanded={false}
          aria-controls="main-menu"
          data-testid="rail-toggle"
        >
          <MenuIcon name="rail" />
        </ActionIcon>
      </Tooltip>
    )
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      justify="flex-start"
      leftSection={<MenuIcon name="rail" size={18} />}
      onClick={onToggle}
      aria-expanded
      aria-controls="main-menu"
      data-testid="rail-toggle"
    >
      {label}
    </Button>
  )
}
