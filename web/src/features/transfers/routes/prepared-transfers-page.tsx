import { useMemo, useState } from 'react'
import { Button, Group, Paper, Stack } from '@mantine/core'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { confirmAction } from '../../../lib/confirm'
import { openPdf } from '../../../lib/open-pdf'
import { usePrepared, usePreparedPackage, type PreparedPackage } from '../api/get-prepared'
import { usePrintPackage } from '../api/print-package'
import { useSendPackage } from '../api/send-package'
import { PackageModal } from '../components/package-modal'
import { buildPreparedColumns } from '../components/prepared-columns'
import { RemovedItemsModal } from '../components/removed-items-modal'
import { useLoggedError } from '../components/use-logged-error'
import { clearTransferNotice, showTransferNotice } from '../components/transfer-notice'
import { useBranchNames } from '../api/get-branch-names'
import { branchLabel } from '../transfer'
import { excelFileName } from '../../../../../contracts/lists/list'
import { preparedPackagesList } from '../../../../../contracts/lists/transfers'

const NO_PACKAGES: PreparedPackage[] = []

/** Picked items grouped by target branch: view, print and send each package. */
export function PreparedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState()
  const query = usePrepared(branch, list.state)
  useLoggedError(query.error, 'prepared transfers')
  const { mutate: print } = usePrintPackage(branch)
  const { mutate: send } = useSendPackage(branch)
  const names = useBranchNames()
  const [viewedCode, setViewedCode] = useState<string | null>(null)
  const [removedOpen, setRemovedOpen] = useState(false)

  const packages = query.data?.rows ?? NO_PACKAGES
  const opened = usePreparedPackage(branch, viewedCode)
  const viewed =
    viewedCode === null
      ? null
      : (opened.data ?? packages.find((pkg) => pkg.targetPharmacyCode === viewedCode) ?? null)

  const actions = useMemo(
    () => ({
      onView: (pkg: PreparedPackage) => setViewedCode(pkg.targetPharmacyCode),
      onPrint: (code: string) => {
        // Opened within the click, so a pop-up blocker lets the tab through.
        const tab = window.open('', '_blank')
        print(code, { onSuccess: (blob) => openPdf(blob, tab), onError: () => tab?.close() })
      },
      onSend: (code: string) =>
        confirmAction({
          question: `Really send the package for branch ${code}?`,
          title: 'Send',
          confirmLabel: 'Send',
          cancelLabel: 'Cancel',
          onConfirm: () => {
            clearTransferNotice()
            send(code, {
              onSuccess: ({ prevodkaId }) => {
                setViewedCode((open) => (open === code ? null : open))
                showTransferNotice({
                  message:
                    `Balík pro pobočku ${branchLabel(code, names.get(code))} byl odeslán ` +
                    `jako převodka ${prevodkaId}.`,
                })
              },
            })
          },
        }),
    }),
    [print, send, names]
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
        <ServerTable
          list={list}
          query={query}
          columns={columns}
          getRowId={(pkg) => pkg.targetPharmacyCode}
          rowTestId="prepared-row"
          emptyText="No picked items."
          errorText="Failed to load branch details."
          loadingText="Loading..."
          search={{ label: 'Hledat', placeholder: 'Target branch' }}
          toolbar={
            <ListExportButton
              path={branchPath('/transfers/prepared', branch)}
              state={list.state}
              fileName={excelFileName(preparedPackagesList)}
            />
          }
        />
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
