import { useEffect, useState } from 'react'
import { Select, TextInput } from '@mantine/core'

/* Filter controls beside a list's search; each writes one filter of the URL state. */

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
  return (
    <Select
      label={label}
      data={[{ value: '', label: props.allLabel ?? 'Vše' }, ...options]}
      value={value ?? ''}
      onChange={(next) => onChange(next || null)}
      allowDeselect={false}
      w={170}
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
  width?: number
  testId?: string
}

/** A typed filter: applied when the field is left or Enter is pressed, not per keystroke. */
export function TextFilter({ label, value, onChange, ...props }: TextFilterProps) {
  const [text, setText] = useState(value ?? '')
  useEffect(() => setText(value ?? ''), [value])
  const commit = () => {
    if (text.trim() !== (value ?? '')) onChange(text.trim() || null)
  }
  return (
    <TextInput
      label={label}
      type={props.type ?? 'text'}
      value={text}
      placeholder={props.placeholder}
      onChange={(event) => {
        const next = event.currentTarget.value
        setText(next)
        /* A picked day is a finished value; typed text waits for Enter or blur. */
        if (props.type === 'date' && next !== (value ?? '')) onChange(next || null)
      }}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      w={props.width ?? (props.type === 'date' ? 160 : 130)}
      data-testid={props.testId}
    />
  )
}
