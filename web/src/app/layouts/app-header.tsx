import { useState, type ReactNode } from 'react'
import { ActionIcon, Burger, Button, Group, Text, TextInput } from '@mantine/core'
import { Link } from 'react-router-dom'
import { BellIcon } from '../../components/bell-icon'
import { Logo } from '../../components/logo'
import { paths } from '../../lib/paths'
import { displayName, roleOf, type User } from '../../lib/user'

interface AppHeaderProps {
  user: User
  navbarOpened: boolean
  onToggleNavbar: () => void
  onSearch: (query: string) => void
  onLogout: () => void
  /** The notifications bell, passed in by the app; a plain bell without it. */
  bell?: ReactNode
}

export function AppHeader({
  user,
  navbarOpened,
  onToggleNavbar,
  onSearch,
  onLogout,
  bell,
}: AppHeaderProps) {
  const [query, setQuery] = useState('')
  const home = roleOf(user) === 'admin' ? paths.adminDashboard : paths.userDashboard

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" miw={0}>
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label="Menu"
        />
        <Link to={home} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <Text fw={500} c="dark.6" truncate visibleFrom="md" data-testid="header-title">
          pharmacy {user.firma || '–'}: {displayName(user)}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
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
