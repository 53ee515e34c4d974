import type { ReactNode } from 'react'
import { Title } from '@mantine/core'

/** The one h1 of a screen, naming it (in the size the screens' headings always had). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h2">
      {children}
    </Title>
  )
}
