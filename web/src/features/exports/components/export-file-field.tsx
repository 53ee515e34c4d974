import { FileInput, Text, Tooltip } from '@mantine/core'
import type { ExportKind } from '../export-meta'
import { exportFiles, XLSX_ACCEPT } from './export-help'

interface ExportFileFieldProps {
  kind: ExportKind
  value: File | null
  error?: string | null
  disabled?: boolean
  onChange: (file: File | null) => void
}

/** One export file with its ⓘ help on how to export it from the pharmacy system. */
export function ExportFileField({ kind, value, error, disabled, onChange }: ExportFileFieldProps) {
  const { label, help } = exportFiles[kind]
  return (
    <FileInput
      name={kind}
      accept={XLSX_ACCEPT}
      label={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span>{label}</span>
          <Tooltip label={help} multiline w={340} withArrow position="top-start">
            <Text
              span
              c="teal.7"
              fw={700}
              style={{ cursor: 'help' }}
              tabIndex={0}
              aria-label={`Nápověda: ${help}`}
              data-testid={`help-${kind}`}
              onClick={(event) => event.preventDefault()}
            >
              ⓘ
            </Text>
          </Tooltip>
        </span>
      }
      placeholder="Vyberte soubor .xlsx"
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      clearable
      withAsterisk
      data-testid={`file-${kind}`}
    />
  )
}
