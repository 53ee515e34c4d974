import type { ReactNode } from 'react'
import { Anchor, Center, Paper, Stack, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import { Logo } from '../../../components/logo'
import { paths } from '../../../lib/paths'

interface AuthFrameProps {
  title: string
  children: ReactNode
}

export function AuthFrame({ title, children }: AuthFrameProps) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Center>
          <Anchor component={Link} to={paths.home} underline="never">
            <Logo size="lg" />
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="md">
            <Title order={1} fz={22}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  )
}
