import { useMemo, useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { PageTitle } from '../../../components/page-title'
import { useSearchParams } from 'react-router-dom'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'
import { excelFileName } from '../../../../../contracts/lists/list'
import { auditList } from '../../../../../contracts/lists/audit'
import {
  AUDIT_FILTERS,
  AUDIT_PAGE_SIZE,
  downloadAudit,
  useAudit,
  useAuditOptions,
  type AuditEntry,
  type AuditFilters as Filters,
} from '../api/list-audit'
import { auditColumns } from '../components/audit-columns'
import { AuditFilters } from '../components/audit-filters'

const NO_ROWS: AuditEntry[] = []

/**
 * /admin/audit: who changed what and when (issue #18), paged on the server, newest first.
 * The filters and the page live in the URL, so a pool item's history can link here.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => {
    const out: Filters = {}
    for (const key of AUDIT_FILTERS) {
      const value = params.get(key)
      if (value) out[key] = value
    }
    return out
  }, [params])
  const page = Math.max(1, Number(params.get('page')) || 1)
  const audit = useAudit(filters, page)
  const options = useAuditOptions()
  const columns = useMemo(
    () =>
      auditColumns(
        Object.fromEntries((options.data?.entities ?? []).map((e) => [e.value, e.label]))
      ),
    [options.data]
  )
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)

  const rows = audit.data?.rows ?? NO_ROWS
  const total = audit.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))
  const go = (next: Filters, nextPage = 1) =>
    setParams({ ...next, ...(nextPage > 1 ? { page: String(nextPage) } : {}) })

  const exportXlsx = async () => {
    setExporting(true)
    setExportError(null)
    try {
      saveFile(await downloadAudit(filters), excelFileName(auditList))
    } catch (error) {
      setExportError(messageOf(error, 'Export se nezdařil.'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Stack gap="lg">
      <PageTitle>Auditní záznam</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <AuditFilters
          key={params.toString()}
          value={filters}
          options={options.data}
          onChange={(next) => go(next)}
        />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={500} data-testid="audit-total">
              Nalezeno: {total}
            </Text>
            <Button variant="light" loading={exporting} onClick={exportXlsx}>
              Exportovat do Excelu
            </Button>
          </Group>
          {(audit.isError || exportError) && (
            <Alert color="red" variant="light" role="alert">
              {exportError ?? messageOf(audit.error, 'Auditní záznam se nepodařilo načíst.')}
            </Alert>
          )}
          <ListTable
            data={rows}
            columns={columns}
            getRowId={(row) => row.id}
            rowTestId="audit-row"
            testId="audit-table"
            emptyText="Žádné záznamy."
            minWidth={600}
          />
          <Group justify="center" gap="md">
            <Button
              variant="default"
              size="xs"
              disabled={page <= 1}
              onClick={() => go(filters, page - 1)}
            >
              Předchozí
            </Button>
            <Text size="sm" data-testid="audit-page">
              Strana {page}/{pages}
            </Text>
            <Button
              variant="default"
              size="xs"
              disabled={page >= pages}
              onClick={() => go(filters, page + 1)}
            >
              Další
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
