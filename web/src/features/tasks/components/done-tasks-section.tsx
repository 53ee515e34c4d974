import type { ReactNode } from 'react'
import { Button, Collapse, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'

interface DoneTasksSectionProps {
  count: number
  children: ReactNode
}

/** The completed tasks of the Vše tab, folded away until asked for (spec §2.8). */
export function DoneTasksSection({ count, children }: DoneTasksSectionProps) {
  const [opened, { toggle }] = useDisclosure(false)
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="flex-start"
        onClick={toggle}
        aria-expanded={opened}
        rightSection={opened ? '▴' : '▾'}
        w="fit-content"
      >
        Hotové úkoly ({count})
      </Button>
      <Collapse expanded={opened}>{children}</Collapse>
    </Stack>
  )
}
