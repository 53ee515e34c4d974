import { useState, type FormEvent } from 'react'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { ApiError } from '../../../lib/api-client'
import { useFieldErrors } from '../../../lib/field-errors'
import { useUploadExports } from '../api/upload-exports'
import type { ExportBranch, ExportKind } from '../export-meta'
import { ExportFileField } from './export-file-field'
import { isXlsxName } from './export-help'

const REQUIRED_FILES = 'Vyber všechny tři povinné soubory.'
const ODPISY_REQUIRED = 'Vyber také soubor odpisů – poslední odpisy nejsou z aktuálního měsíce.'
const NOT_XLSX = 'Povolené jsou jen soubory .xlsx.'

type Files = Partial<Record<ExportKind, File>>

function uploadErrorText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? `Chyba: ${error.serverMessage}`
    : 'Chyba při nahrávání.'
}

interface UploadFormProps {
  branch: ExportBranch
  /** Write-offs are offered, and then required, when the last ones are not from this month. */
  withOdpisy: boolean
  /** The previous export is still being processed. */
  busy: boolean
  /** A new attempt began (the button was pressed): the previous outcome is no longer news. */
  onAttempt?: () => void
}

export function UploadForm({ branch, withOdpisy, busy, onAttempt }: UploadFormProps) {
  const upload = useUploadExports()
  const [files, setFiles] = useState<Files>({})
  const [nameErrors, setNameErrors] = useState<Partial<Record<ExportKind, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const fields = useFieldErrors()
  const kinds: ExportKind[] = withOdpisy
    ? ['sklad', 'pohyby', 'karty', 'odpisy']
    : ['sklad', 'pohyby', 'karty']

  const choose = (kind: ExportKind, file: File | null) => {
    const rejected = file !== null && !isXlsxName(file.name)
    setNameErrors((errors) => ({ ...errors, [kind]: rejected ? NOT_XLSX : undefined }))
    setFiles((current) => ({ ...current, [kind]: rejected ? undefined : (file ?? undefined) }))
    fields.clear(kind)
    setAlert(null)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    onAttempt?.()
    /* The spec's sentence under each missing file, so each field says what it lacks. */
    const missing = (kind: ExportKind, message: string) => (files[kind] ? undefined : message)
    const valid = fields.show({
      sklad: missing('sklad', REQUIRED_FILES),
      pohyby: missing('pohyby', REQUIRED_FILES),
      karty: missing('karty', REQUIRED_FILES),
      odpisy: withOdpisy ? missing('odpisy', ODPISY_REQUIRED) : undefined,
    })
    if (!valid || !files.sklad || !files.pohyby || !files.karty) return
    const chosen: Files = { sklad: files.sklad, pohyby: files.pohyby, karty: files.karty }
    if (withOdpisy && files.odpisy) chosen.odpisy = files.odpisy
    upload.mutate(
      { branch, files: chosen },
      {
        onSuccess: () => setFiles({}),
        onError: (error) => setAlert(uploadErrorText(error)),
      }
    )
  }

  return (
    <form ref={fields.formRef} onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        {kinds.map((kind) => (
          <ExportFileField
            key={kind}
            kind={kind}
            value={files[kind] ?? null}
            error={nameErrors[kind] ?? fields.errors[kind]}
            disabled={upload.isPending}
            onChange={(file) => choose(kind, file)}
          />
        ))}
        {alert && (
          <Alert color="red" variant="light" role="alert" data-testid="upload-error">
            {alert}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={upload.isPending} disabled={busy}>
            Nahrát exporty
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
