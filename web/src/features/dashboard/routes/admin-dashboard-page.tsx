import type { ReactNode } from 'react'
import { Grid, Stack } from '@mantine/core'
import { AdminTopics } from '../components/admin-topics'
import { PageTitle } from '../../../components/page-title'

interface AdminDashboardPageProps {
  /** The today's-tasks card; the app passes it in, as features don't import each other. */
  tasksCard: ReactNode
  /** Převodky on the way too long (transfers feature), passed in the same way. */
  transitCard: ReactNode
}

/* An admin has no branch, so the user dashboard's branch charts have no place here. */
export function AdminDashboardPage({ tasksCard, transitCard }: AdminDashboardPageProps) {
  return (
    <Stack gap="lg">
      <PageTitle>Administrace</PageTitle>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AdminTopics />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{tasksCard}</Grid.Col>
        <Grid.Col span={12}>{transitCard}</Grid.Col>
      </Grid>
    </Stack>
  )
}
