import type { ReactNode } from 'react'
import { Title, type TitleProps } from '@mantine/core'

interface SectionTitleProps extends Omit<TitleProps, 'order'> {
  /** A part inside a section (h3), e.g. a chart in a dashboard's card. */
  sub?: boolean
  children: ReactNode
}

/**
 * The title of a section of a screen: the level under the screen's h1 (h2; h3 for a part of
 * a section), in the size the sections' titles always had, so headings never skip a level
 * (issue #36).
 */
export function SectionTitle({ sub = false, size, children, ...props }: SectionTitleProps) {
  return (
    <Title order={sub ? 3 : 2} size={size ?? (sub ? 'h5' : 'h4')} {...props}>
      {children}
    </Title>
  )
}
