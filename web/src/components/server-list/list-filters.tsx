import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { Select, TextInput } from '@mantine/core'
import { domain } from '../../../../config/domain'

/* Filter controls beside a list's search; each writes one filter of the URL state. */

/**
 * In the table's one-line toolbar (issue #25) a control names itself inside the field
 * (placeholder and accessible name) instead of a label above it; under "Filtry" and on a
 * phone the label stays above.
 */
export const InlineToolbarContext = createContext(false)

interface SelectFilterProps {
  label: string
  value: string | undefined
  options: { value: string; label: string }[]
  onChange: (value: string | null) => void
  testId?: string
  /** The text of "no filter". */
  allLabel?: string
}

export function SelectFilter({ label, value, options, onChange, ...props }: SelectFilterProps) {
  const inline = useContext(InlineToolbarContext)
  const all = props.allLabel ?? 'Vše'
  const data = [{ value: '', label: inline ? `${label}: ${all.toLowerCase()}` : all }, ...options]
  /* In the toolbar the field is as wide as its longest choice: "Minimum: vše" was cut to "vš". */
  const longest = Math.max(...data.map((option) => option.label.length))
  return (
    <Select
      label={inline ? undefined : label}
      aria-label={inline ? label : undefined}
      data={data}
      value={value ?? ''}
      onChange={(next) => onChange(next || null)}
      allowDeselect={false}
      w={inline ? `max(125px, calc(${longest}ch + 2.75rem))` : 170}
      data-testid={props.testId}
    />
  )
}

interface TextFilterProps {
  label: string
  value: string | undefined
  onChange: (value: string | null) => void
  type?: 'text' | 'date'
  placeholder?: string
  /** What the field takes, under it (where it is not in the one-line toolbar). */
  description?: string
  width?: number
  testId?: string
}

/**
 * A typed filter, applied on Enter or once typing pauses (the search's debounce), never
 * by leaving the field: a click on "Zrušit výběr" beside it must not apply a half-typed
 * filter (issue #25), and the list's selection stays until the filter is applied.
 */
export function TextFilter({ label, value, onChange, ...props }: TextFilterProps) {
  const inline = useContext(InlineToolbarContext)
  const [text, setText] = useState(value ?? '')
  const sent = useRef(value ?? '')

  useEffect(() => {
    if ((value ?? '') !== sent.current) {
      sent.current = value ?? ''
      setText(value ?? '')
    }
  }, [value])

  const latest = useRef(onChange)
  latest.current = onChange
  const commit = useCallback((next: string) => {
    const trimmed = next.trim()
    if (trimmed === sent.current) return
    sent.current = trimmed
    latest.current(trimmed || null)
  }, [])

  useEffect(() => {
    if (text.trim() === sent.current) return
    const timer = setTimeout(() => commit(text), domain.LIST_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, commit])

  return (
    <TextInput
      label={inline ? undefined : label}
      aria-label={inline ? label : undefined}
      type={props.type ?? 'text'}
      value={text}
      placeholder={props.placeholder ?? (inline ? label : undefined)}
      description={inline ? undefined : props.description}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && commit(text)}
      w={props.width ?? (props.type === 'date' ? 160 : 130)}
      data-testid={props.testId}
    />
  )
}
