import { useState, type ReactNode } from 'react'
import { ActionIcon, Burger, Button, Group, Text, TextInput } from '@mantine/core'
import { Link } from 'react-router-dom'
import { BellIcon } from '../../components/bell-icon'
import { Logo } from '../../components/logo'
import { paths } from '../../lib/paths'
import { displayName, roleOf, type User } from '../../lib/user'

interface AppHeaderProps {
  user: User
  /** Below 900 px: the burger that opens the menu drawer. */
  withBurger: boolean
  navbarOpened: boolean
  /** Id of the drawer the burger opens. */
  navbarId: string
  onToggleNavbar: () => void
  onSearch: (query: string) => void
  onLogout: () => void
  /** The notifications bell, passed in by the app; a plain bell without it. */
  bell?: ReactNode
  /** The search box, passed in by the app (screens and products); a screens-only box without it. */
  searchBox?: ReactNode
}

export function AppHeader({
  user,
  withBurger,
  navbarOpened,
  navbarId,
  onToggleNavbar,
  onSearch,
  onLogout,
  bell,
  searchBox,
}: AppHeaderProps) {
  const [query, setQuery] = useState('')
  const home = roleOf(user) === 'admin' ? paths.adminDashboard : paths.userDashboard

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" miw={0}>
        {withBurger && (
          <Burger
            opened={navbarOpened}
            onClick={onToggleNavbar}
            size="sm"
            aria-label="Nabídka"
            aria-expanded={navbarOpened}
            aria-controls={navbarId}
          />
        )}
        <Link to={home} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <Text fw={500} c="dark.6" truncate visibleFrom="md" data-testid="header-title">
          pharmacy {user.firma || '–'}: {displayName(user)}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {searchBox ?? (
          <TextInput
            placeholder="Hledat…"
            aria-label="Hledat"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onSearch(query)
            }}
            w={220}
            visibleFrom="sm"
          />
        )}
        {bell ?? (
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Upozornění">
            <BellIcon />
          </ActionIcon>
        )}
        <Text fw={600} size="sm" visibleFrom="xs" data-testid="header-username">
          {user.username}
        </Text>
        <Button variant="default" size="xs" onClick={onLogout}>
          Odhlásit
        </Button>
      </Group>
    </Group>
  )
}
