import { useState } from 'react'
import { Alert, Stack, Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { formatDateTime } from '../../../lib/format'
import { useUhradyPdf } from '../api/get-uhrady-pdf'
import type { UhradyVersion } from '../api/list-uhrady-versions'
import { reportFiles } from '../report-files'
import { ReportPdf } from './report-pdf'
import { VersionNav } from './version-nav'

interface VersionViewerProps {
  branch: BranchRef
  /** Newest first. */
  versions: UhradyVersion[]
}

const versionId = (version: UhradyVersion) => version._id ?? version.id

/** One version at a time; changing the index loads that version's PDF. */
export function VersionViewer({ branch, versions }: VersionViewerProps) {
  const [index, setIndex] = useState(0)
  const version = versions[Math.min(index, versions.length - 1)]
  const pdf = useUhradyPdf(versionId(version), branch)

  return (
    <Stack gap="md">
      <Text data-testid="version-updated">
        Poslední aktualizace: <b>{formatDateTime(version.createdAt)}</b>
        {version.lastBatch && (
          <Text span c="dimmed" size="sm">
            {' '}
            (z exportu {formatDateTime(version.lastBatch)})
          </Text>
        )}
      </Text>
      <ReportPdf
        pdf={pdf}
        fileName={reportFiles.uhrady(branch.pharmacyCode)}
        title="Očekávané změny úhrad"
        errorText={() => 'Nelze načíst PDF'}
        toolbar={<VersionNav index={index} count={versions.length} onChange={setIndex} />}
      />
    </Stack>
  )
}

export function NoVersions() {
  return (
    <Alert color="gray" variant="light" data-testid="no-versions">
      Zatím není k dispozici žádná verze změn úhrad.
    </Alert>
  )
}
