import { useMemo, useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { ListTable } from '../../../components/list-table'
import type { BranchRef } from '../../../lib/branch-ref'
import { openPdf } from '../../../lib/open-pdf'
import { usePrepared, type PreparedPackage } from '../api/get-prepared'
import { usePrintPackage } from '../api/print-package'
import { useSendPackage } from '../api/send-package'
import { PackageModal } from '../components/package-modal'
import { buildPreparedColumns } from '../components/prepared-columns'
import { RemovedItemsModal } from '../components/removed-items-modal'
import { useLoggedError } from '../components/use-logged-error'

const NO_PACKAGES: PreparedPackage[] = []

/** Picked items grouped by target branch: view, print and send each package. */
export function PreparedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = usePrepared(branch)
  useLoggedError(list.error, 'prepared transfers')
  const { mutate: print } = usePrintPackage(branch)
  const { mutate: send } = useSendPackage(branch)
  const [viewedCode, setViewedCode] = useState<string | null>(null)
  const [removedOpen, setRemovedOpen] = useState(false)

  const packages = list.data ?? NO_PACKAGES
  const viewed = packages.find((pkg) => pkg.targetPharmacyCode === viewedCode) ?? null

  const actions = useMemo(
    () => ({
      onView: (pkg: PreparedPackage) => setViewedCode(pkg.targetPharmacyCode),
      onPrint: (code: string) => {
        // Opened within the click, so a pop-up blocker lets the tab through.
        const tab = window.open('', '_blank')
        print(code, { onSuccess: (blob) => openPdf(blob, tab), onError: () => tab?.close() })
      },
      onSend: (code: string) => {
        if (!window.confirm(`Really send the package for branch ${code}?`)) return
        send(code, { onSuccess: () => setViewedCode((open) => (open === code ? null : open)) })
      },
    }),
    [print, send]
  )
  const columns = useMemo(() => buildPreparedColumns(actions), [actions])

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group>
          <Button variant="light" onClick={() => setRemovedOpen(true)} data-testid="removed-button">
            Removed at last export
          </Button>
        </Group>
        {list.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to load branch details.
          </Alert>
        ) : list.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <ListTable
            data={packages}
            columns={columns}
            getRowId={(pkg) => pkg.targetPharmacyCode}
            rowTestId="prepared-row"
            emptyText="No picked items."
          />
        )}
      </Stack>
      <PackageModal
        pkg={viewed}
        onClose={() => setViewedCode(null)}
        onPrint={actions.onPrint}
        onSend={actions.onSend}
      />
      <RemovedItemsModal
        branch={branch}
        opened={removedOpen}
        onClose={() => setRemovedOpen(false)}
      />
    </Paper>
  )
}
