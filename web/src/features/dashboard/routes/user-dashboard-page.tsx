import type { ReactNode } from 'react'
import { Grid, Stack } from '@mantine/core'
import { ExpiryChartCard } from '../components/expiry-chart-card'
import { NoticeBoard } from '../components/notice-board'
import { PoolSavingsCard } from '../components/pool-savings-card'
import { StatCounters } from '../components/stat-counters'
import { PageTitle } from '../../../components/page-title'

interface UserDashboardPageProps {
  /** The today's-tasks card; the app passes it in, as features don't import each other. */
  tasksCard: ReactNode
}

export function UserDashboardPage({ tasksCard }: UserDashboardPageProps) {
  return (
    <Stack gap="lg">
      <PageTitle>Dashboard</PageTitle>
      <StatCounters />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>{tasksCard}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NoticeBoard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ExpiryChartCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PoolSavingsCard />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
