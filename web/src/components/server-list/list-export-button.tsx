import { useContext, useState } from 'react'
import { ActionIcon, Button, Tooltip } from '@mantine/core'
import { InlineToolbarContext } from './list-filters'
import { downloadList, messageOf, type ListQueryParams } from '../../lib/api-client'
import { saveFile } from '../../lib/save-file'
import { listQuery, type ListState } from './list-state'

interface ListExportButtonProps {
  /** The list's API path; the export asks it with `format=xlsx`. */
  path: string
  state: ListState
  /** Parameters the list's path needs besides the list state (`firma`, `pharmacyCode`). */
  extra?: ListQueryParams
  fileName: string
  /** The body of a list asked for by POST (the data explorer's search). */
  requestBody?: unknown
  onError?: (message: string) => void
}

/**
 * "Exportovat do Excelu": the list as filtered and sorted on screen, all pages. In the
 * table's one-line toolbar it is a download icon named by the whole sentence.
 */
export function ListExportButton(props: ListExportButtonProps) {
  const { path, state, extra, fileName, onError } = props
  const [busy, setBusy] = useState(false)
  const inline = useContext(InlineToolbarContext)
  const run = async () => {
    setBusy(true)
    try {
      const query = { ...extra, ...listQuery(state) }
      const file = await downloadList(path, query, fileName, props.requestBody)
      saveFile(file.blob, file.fileName)
    } catch (error) {
      const message = messageOf(error, 'Export do Excelu se nezdařil.')
      if (onError) onError(message)
      else console.error(message, error)
    } finally {
      setBusy(false)
    }
  }
  if (inline)
    return (
      <Tooltip label="Exportovat do Excelu">
        <ActionIcon
          variant="default"
          size={36}
          onClick={run}
          loading={busy}
          aria-label="Exportovat do Excelu"
          data-testid="list-export"
        >
          <DownloadIcon />
        </ActionIcon>
      </Tooltip>
    )
  return (
    <Button variant="default" onClick={run} loading={busy} data-testid="list-export">
      Exportovat do Excelu
    </Button>
  )
}

function DownloadIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 4v11M7 10l5 5 5-5M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
