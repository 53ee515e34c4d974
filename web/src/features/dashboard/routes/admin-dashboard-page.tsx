import type { ReactNode } from 'react'
import { Grid, Stack, Title } from '@mantine/core'
import { AdminTopics } from '../components/admin-topics'

interface AdminDashboardPageProps {
  /** The today's-tasks card; the app passes it in, as features don't import each other. */
  tasksCard: ReactNode
}

export function AdminDashboardPage({ tasksCard }: AdminDashboardPageProps) {
  return (
    <Stack gap="lg">
      <Title order={2}>Administrace</Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AdminTopics />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{tasksCard}</Grid.Col>
      </Grid>
    </Stack>
  )
}
