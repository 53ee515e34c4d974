import { useCallback, useState, type ReactNode } from 'react'
import { Table } from '@mantine/core'

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]'

/**
 * The text of the last heading before `node` in the nearest enclosing element that has one
 * (a section's title, else the screen's h1): what a table there is about.
 */
export function headingBefore(node: Element): string | null {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    const before = [...parent.querySelectorAll(HEADINGS)].filter(
      (heading) =>
        !node.contains(heading) &&
        node.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_PRECEDING
    )
    const text = before.at(-1)?.textContent?.trim()
    if (text) return text
    if (parent.tagName === 'MAIN' || parent.getAttribute('role') === 'dialog') return null
  }
  return null
}

/** The scroll region of a wide table: the keyboard reaches it, a screen reader names it. */
export const tableRegion = (label: string) => ({
  viewportProps: { 'tabIndex': 0, 'role': 'region', 'aria-label': label },
})

interface TableScrollProps {
  /** The table scrolls sideways in a container narrower than this. */
  minWidth?: number
  /** What the region is called; by default `Tabulka: ` and the heading of its section. */
  label?: string
  children: ReactNode
}

/**
 * A table wider than its place scrolls sideways in a region of its own. Two such tables on
 * one screen are two landmarks of distinct names (issue #36): each is named after the
 * heading of the section it stands in, read once it is on the page.
 */
export function TableScroll({ minWidth, label, children }: TableScrollProps) {
  const [heading, setHeading] = useState<string | null>(null)
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (node) setHeading(headingBefore(node))
  }, [])
  const name = label ?? (heading ? `Tabulka: ${heading}` : 'Tabulka')
  return (
    <Table.ScrollContainer ref={measure} minWidth={minWidth} scrollAreaProps={tableRegion(name)}>
      {children}
    </Table.ScrollContainer>
  )
}
