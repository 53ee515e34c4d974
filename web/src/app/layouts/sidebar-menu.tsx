import { useEffect, useState, type ReactNode } from 'react'
import { NavLink, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import { isLinkActive, type MenuEntry, type MenuGroup, type MenuLink } from './menus'

/** Badges shown next to menu links, keyed by path (tasks count, upload warning). */
export type MenuBadges = Partial<Record<string, ReactNode>>

interface SidebarMenuProps {
  menu: MenuEntry[]
  pathname: string
  badges?: MenuBadges
  onNavigate?: () => void
}

export function SidebarMenu({ menu, pathname, badges = {}, onNavigate }: SidebarMenuProps) {
  const renderLink = (item: MenuLink) => (
    <NavLink
      key={item.path}
      component={Link}
      to={item.path}
      label={item.label}
      active={isLinkActive(item, pathname)}
      rightSection={badges[item.path]}
      onClick={onNavigate}
    />
  )

  return (
    <>
      {menu.map((entry) => {
        if (entry.kind === 'link') return renderLink(entry)
        if (entry.kind === 'group') {
          return (
            <SidebarGroup key={entry.label} group={entry} pathname={pathname}>
              {entry.children.map(renderLink)}
            </SidebarGroup>
          )
        }
        return (
          <Text
            key={entry.label}
            size="xs"
            fw={700}
            tt="uppercase"
            c="dimmed"
            px="sm"
            pt="md"
            pb={4}
          >
            {entry.label}
          </Text>
        )
      })}
    </>
  )
}

interface SidebarGroupProps {
  group: MenuGroup
  pathname: string
  children: ReactNode
}

/** A collapsible group that opens by itself when the current path is one of its children. */
function SidebarGroup({ group, pathname, children }: SidebarGroupProps) {
  const containsPath = group.children.some((item) => isLinkActive(item, pathname))
  const [opened, setOpened] = useState(containsPath)

  useEffect(() => {
    if (containsPath) setOpened(true)
  }, [containsPath, pathname])

  return (
    <NavLink
      label={group.label}
      opened={opened}
      onChange={setOpened}
      childrenOffset="md"
      fw={containsPath ? 600 : undefined}
    >
      {children}
    </NavLink>
  )
}
