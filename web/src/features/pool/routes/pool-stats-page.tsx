import { Paper, Stack, Text } from '@mantine/core'
import { normalizeFirma } from '../../../../../app/core/branch_code'
import { excelFileName } from '../../../../../contracts/lists/list'
import { poolStatsList } from '../../../../../contracts/lists/pool_stats'
import { domain } from '../../../../../config/domain'
import { PageTitle } from '../../../components/page-title'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import { useCurrentUser } from '../../../lib/current-user'
import { usePoolStats, poolStatsPath } from '../api/get-pool-stats'
import { poolStatsColumns } from '../components/pool-stats-columns'

const FIRMA = domain.POOL_STATS_FIRMA
const SEARCH = { label: 'Hledat pobočku', placeholder: 'Kód nebo název pobočky' }

function PoolStats() {
  const list = useListState()
  const stats = usePoolStats(FIRMA, list.state)
  return (
    <ServerTable
      list={list}
      query={stats}
      columns={poolStatsColumns}
      getRowId={(row) => row.pobocka}
      rowTestId="pool-stats-row"
      emptyText="Nic nenalezeno."
      loadingText="Načítám statistiky…"
      errorText={messageOf(stats.error, 'Nepodařilo se načíst statistiky poolu.')}
      search={SEARCH}
      toolbar={
        <ListExportButton
          path={poolStatsPath(FIRMA)}
          state={list.state}
          fileName={excelFileName(poolStatsList)}
        />
      }
    />
  )
}

/** Pool items per branch; the statistics exist for firma LEMON only. */
export function PoolStatsPage() {
  const firma = normalizeFirma(useCurrentUser().firma) ?? domain.DEFAULT_FIRMA
  return (
    <Stack gap="lg">
      <PageTitle>Statistiky poolu</PageTitle>
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
