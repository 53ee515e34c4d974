import { useState, type KeyboardEvent } from 'react'
import { Stack, Text, TextInput } from '@mantine/core'
import type { ScanMessage } from './use-receipt-scans'

const GS = '\u001d'
const COLORS = { ok: 'teal', warning: 'orange', error: 'red' } as const

interface ScanInputProps {
  onScan: (code: string) => void
  message: ScanMessage | null
}

/**
 * Where a keyboard-wedge scanner types: it ends each code with Enter. Many wedges send
 * the GS separator as Ctrl+], which types nothing in a browser, so that key becomes GS.
 */
export function ScanInput({ onScan, message }: ScanInputProps) {
  const [value, setValue] = useState('')
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      if (value.trim() !== '') onScan(value)
      setValue('')
    } else if (event.ctrlKey && event.code === 'BracketRight') {
      event.preventDefault()
      setValue((typed) => typed + GS)
    }
  }
  return (
    <Stack gap={4}>
      <TextInput
        label="Naskenujte kód"
        description="GS1 DataMatrix z balení, EAN nebo opsaný kód (01)…(17)…(10)…"
        placeholder="Čtečka píše sem, Enter kód potvrdí"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        autoFocus
        data-testid="scan-input"
      />
      {/* Always there: a live region added together with its text is often not announced. */}
      <Text
        size="sm"
        c={message ? COLORS[message.kind] : undefined}
        role="status"
        data-testid="scan-message"
      >
        {message?.text}
      </Text>
    </Stack>
  )
}
