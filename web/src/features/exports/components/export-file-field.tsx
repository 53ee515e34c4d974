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
              c="teal.8"
              style={{ cursor: 'help', display: 'inline-flex' }}
              tabIndex={0}
              role="img"
              aria-label={`Nápověda: ${help}`}
              data-testid={`help-${kind}`}
              onClick={(event) => event.preventDefault()}
            >
              <InfoIcon />
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

/** ⓘ drawn, not typed: the glyph is missing from some system fonts. */
function InfoIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="7.5" r="1.3" fill="currentColor" />
    </svg>
  )
}
