import type { ReactNode } from 'react'
import { ActionIcon, Box, Menu, Stack, Tooltip } from '@mantine/core'
import { Link } from 'react-router-dom'
import { iconOfGroup, iconOfPath, MenuIcon } from './menu-icons'
import { isLinkActive, type MenuEntry, type MenuGroup, type MenuLink } from './menus'
import type { MenuBadges } from './sidebar-menu'

interface SidebarRailProps {
  menu: MenuEntry[]
  pathname: string
  badges?: MenuBadges
}

/** A badge of the full menu (open tasks, the upload warning) shrunk onto the icon's corner. */
function Corner({ badge }: { badge: ReactNode }) {
  if (!badge) return null
  return (
    <Box
      pos="absolute"
      top={-6}
      right={-8}
      style={{ transform: 'scale(0.8)', pointerEvents: 'none', zIndex: 1 }}
    >
      {badge}
    </Box>
  )
}

/**
 * The menu folded into a rail of icons (issue #25): each entry names itself to screen
 * readers and in a tooltip; a group opens its entries in a small menu beside the rail.
 */
export function SidebarRail({ menu, pathname, badges = {} }: SidebarRailProps) {
  const renderLink = (item: MenuLink) => {
    const active = isLinkActive(item, pathname)
    return (
      <Tooltip key={item.path} label={item.label} position="right" withArrow>
        {/* A flex box is as tall as its icon, with no line of text around it. */}
        <Box pos="relative" display="flex">
          <ActionIcon
            component={Link}
            to={item.path}
            size="lg"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-label={item.label}
            aria-current={active ? 'page' : undefined}
          >
            <MenuIcon name={iconOfPath(item.path)} />
          </ActionIcon>
          <Corner badge={badges[item.path]} />
        </Box>
      </Tooltip>
    )
  }

  const renderGroup = (group: MenuGroup) => {
    const active = group.children.some((item) => isLinkActive(item, pathname))
    return (
      <Menu key={group.label} position="right-start" withArrow>
        <Menu.Target>
          <ActionIcon
            size="lg"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-label={group.label}
          >
            <MenuIcon name={iconOfGroup(group.label)} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{group.label}</Menu.Label>
          {group.children.map((item) => (
            <Menu.Item
              key={item.path}
              component={Link}
              to={item.path}
              aria-current={isLinkActive(item, pathname) ? 'page' : undefined}
              fw={isLinkActive(item, pathname) ? 700 : undefined}
            >
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    )
  }

  return (
    <Stack gap={6} align="center" py={4} className="menu-rail">
      {menu.map((entry) => {
        if (entry.kind === 'link') return renderLink(entry)
        if (entry.kind === 'group') return renderGroup(entry)
        return (
          <Box
            key={entry.label}
            w={28}
            my={4}
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          />
        )
      })}
    </Stack>
  )
}
