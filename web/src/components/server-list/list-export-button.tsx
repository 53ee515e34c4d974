import { useState } from 'react'
import { Button } from '@mantine/core'
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

/** "Exportovat do Excelu": the list as filtered and sorted on screen, all pages. */
export function ListExportButton(props: ListExportButtonProps) {
  const { path, state, extra, fileName, onError } = props
  const [busy, setBusy] = useState(false)
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
  return (
    <Button variant="default" onClick={run} loading={busy} data-testid="list-export">
      Exportovat do Excelu
    </Button>
  )
}
