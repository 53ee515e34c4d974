import { Alert, Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useUhradyVersions } from '../api/list-uhrady-versions'
import { NoVersions, VersionViewer } from '../components/version-viewer'

/** Expected reimbursement changes of the branch, one computed version at a time. */
export function UhradyChangesPage({ branch }: { branch: BranchRef }) {
  const versions = useUhradyVersions(branch)
  if (versions.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="versions-error">
        Nelze načíst seznam verzí
      </Alert>
    )
  }
  if (versions.isPending) return <Text c="dimmed">Načítání…</Text>
  if (versions.data.length === 0) return <NoVersions />
  // A new branch starts again at its newest version.
  return (
    <VersionViewer
      key={`${branch.firma}/${branch.pharmacyCode}`}
      branch={branch}
      versions={versions.data}
    />
  )
}
