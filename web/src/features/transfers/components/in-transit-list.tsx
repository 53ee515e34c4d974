import { Alert, Paper, Text } from '@mantine/core'
import { normalizeFirma } from '../../../../../app/core/branch_code'
import { domain } from '../../../../../config/domain'
import { ListTable } from '../../../components/list-table'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { useCurrentUser } from '../../../lib/current-user'
import { useInTransit } from '../api/get-in-transit'
import { transfersKey, type Prevodka } from '../transfer'
import { inTransitColumns } from './in-transit-columns'
import { longTransitRow } from './transit-days'
import { useLoggedError } from './use-logged-error'
import { SectionTitle } from '../../../components/section-title'
import { excelFileName } from '../../../../../contracts/lists/list'
import { inTransitList } from '../../../../../contracts/lists/transfers'

const NO_ROWS: Prevodka[] = []

interface InTransitListProps {
  /** Only převodky on the way longer than TRANSIT_WARNING_DAYS days. */
  longOnly: boolean
  title: string
  emptyText: string
  testId: string
}

/** The admin's firma's převodky on the way, oldest first; long ones stand out. */
export function InTransitList({ longOnly, title, emptyText, testId }: InTransitListProps) {
  const firma = normalizeFirma(useCurrentUser().firma) ?? domain.DEFAULT_FIRMA
  const list = useInTransit(firma, longOnly)
  useLoggedError(list.error, 'transfers in transit')
  return (
    <Paper withBorder p="lg" radius="md" data-testid={testId}>
      <SectionTitle mb="sm">{title}</SectionTitle>
      {list.isError ? (
        <Alert color="red" variant="light" role="alert">
          Převodky na cestě se nepodařilo načíst.
        </Alert>
      ) : list.isPending ? (
        <Text c="dimmed">Načítám…</Text>
      ) : (
        <>
          <ListTable
            data={list.data?.rows ?? NO_ROWS}
            columns={inTransitColumns}
            getRowId={(p) => p.prevodkaId}
            rowTestId="in-transit-row"
            rowProps={longTransitRow}
            emptyText={emptyText}
            minWidth={600}
          />
          {list.data && list.data.total > list.data.rows.length && (
            <Text size="sm" c="dimmed" mt="xs" data-testid="in-transit-more">
              {`Zobrazeno nejstarších: ${list.data.rows.length}. Na cestě celkem: ${list.data.total}.`}
            </Text>
          )}
        </>
      )}
    </Paper>
  )
}

/** The admin dashboard's card: převodky on the way longer than 5 days. */
export function LongTransitCard() {
  return (
    <InTransitList
      longOnly
      title={`Převodky na cestě déle než ${domain.TRANSIT_WARNING_DAYS} dní`}
      emptyText={`Žádná převodka není na cestě déle než ${domain.TRANSIT_WARNING_DAYS} dní.`}
      testId="long-transit-card"
    />
  )
}

/** The admin ledger's section: every převodka still on the way, paged by the server. */
export function InTransitSection() {
  const firma = normalizeFirma(useCurrentUser().firma) ?? domain.DEFAULT_FIRMA
  /* A second list on the ledger screen: its URL state has names of its own. */
  const list = useListState({ prefix: 'transit_', filters: ['source', 'target'] })
  const query = usePathList<Prevodka>({
    key: [...transfersKey, 'in-transit-list', firma],
    path: '/transfers/in-transit',
    extra: { firma },
    state: list.state,
  })
  useLoggedError(query.error, 'transfers in transit')
  return (
    <Paper withBorder p="lg" radius="md" data-testid="in-transit-section">
      <SectionTitle mb="sm">Převodky na cestě</SectionTitle>
      <ServerTable
        list={list}
        query={query}
        columns={inTransitColumns}
        getRowId={(p) => p.prevodkaId}
        rowTestId="in-transit-row"
        rowProps={longTransitRow}
        emptyText="Žádná převodka není na cestě."
        errorText="Převodky na cestě se nepodařilo načíst."
        search={{ label: 'Hledat', placeholder: 'Číslo převodky nebo pobočka' }}
        toolbar={
          <ListExportButton
            path="/transfers/in-transit"
            extra={{ firma }}
            state={list.state}
            fileName={excelFileName(inTransitList)}
          />
        }
        minWidth={600}
        testId="in-transit-list"
      />
    </Paper>
  )
}
