import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import { normalizeFirma } from '../../../../../app/core/branch_code'
import { domain } from '../../../../../config/domain'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import { useCurrentUser } from '../../../lib/current-user'
import { usePoolStats, type PoolStatsRow } from '../api/get-pool-stats'
import { poolStatsColumns } from '../components/pool-stats-columns'

const NO_ROWS: PoolStatsRow[] = []
const FIRMA = domain.POOL_STATS_FIRMA

function PoolStats() {
  const stats = usePoolStats(FIRMA)
  if (stats.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {messageOf(stats.error, 'Nepodařilo se načíst statistiky poolu.')}
      </Alert>
    )
  }
  if (stats.isPending) return <Text c="dimmed">Načítám statistiky…</Text>
  return (
    <ListTable
      data={stats.data ?? NO_ROWS}
      columns={poolStatsColumns}
      getRowId={(row) => row.pobocka}
      rowTestId="pool-stats-row"
      emptyText="Nic nenalezeno."
    />
  )
}

/** Pool items per branch; the statistics exist for firma LEMON only. */
export function PoolStatsPage() {
  const firma = normalizeFirma(useCurrentUser().firma) ?? domain.DEFAULT_FIRMA
  return (
    <Stack gap="lg">
      <Title order={2}>Statistiky poolu</Title>
      <Paper withBorder p="lg" radius="md">
        {firma === FIRMA ? (
          <PoolStats />
        ) : (
          <Text c="dimmed">Statistiky poolu jsou k dispozici jen pro firmu {FIRMA}.</Text>
        )}
      </Paper>
    </Stack>
  )
}
