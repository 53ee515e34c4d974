import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
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
  const renderLink = (item: MenuLink) => {
    const active = isLinkActive(item, pathname)
    return (
      <NavLink
        key={item.path}
        component={Link}
        to={item.path}
        label={item.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        rightSection={badges[item.path]}
        onClick={onNavigate}
        className="menu-entry"
      />
    )
  }

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
            className="menu-section"
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

/**
 * A collapsible group that opens by itself when the current path is one of its children.
 * Its header is a button (Tab reaches it, Enter and Space toggle it) that says whether
 * the group is open; once opened by hand, its items are scrolled into view.
 */
function SidebarGroup({ group, pathname, children }: SidebarGroupProps) {
  const containsPath = group.children.some((item) => isLinkActive(item, pathname))
  const [opened, setOpened] = useState(containsPath)
  const [openedByHand, setOpenedByHand] = useState(false)
  const itemsId = useId()
  const root = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (containsPath) setOpened(true)
  }, [containsPath, pathname])

  useEffect(() => {
    if (!openedByHand) return
    /* After the collapse animation (200 ms), show as much of the group as fits. */
    const timer = setTimeout(() => {
      document.getElementById(itemsId)?.scrollIntoView({ block: 'nearest' })
      root.current?.scrollIntoView({ block: 'nearest' })
    }, 250)
    return () => clearTimeout(timer)
  }, [openedByHand, itemsId])

  const toggle = (next: boolean) => {
    setOpened(next)
    setOpenedByHand(next)
  }

  return (
    <NavLink
      ref={root}
      component="button"
      type="button"
      label={group.label}
      opened={opened}
      onChange={toggle}
      aria-expanded={opened}
      aria-controls={itemsId}
      childrenOffset="md"
      fw={containsPath ? 600 : undefined}
      className="menu-entry"
      styles={{ children: { paddingLeft: 'var(--nl-offset)' } }}
    >
      <div id={itemsId}>{children}</div>
    </NavLink>
  )
}
