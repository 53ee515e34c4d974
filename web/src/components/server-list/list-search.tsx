import { useContext, useEffect, useRef, useState } from 'react'
import { TextInput } from '@mantine/core'
import { domain } from '../../../../config/domain'
import { InlineToolbarContext } from './list-filters'

interface ListSearchProps {
  value: string
  onSearch: (q: string) => void
  label: string
  placeholder?: string
  /** The spec's own debounce where it names one (admin users: 400 ms). */
  debounceMs?: number
  testId?: string
}

/**
 * The search above a list: an `input type="search"` that asks the server once typing
 * pauses; back/forward that change the URL's `q` change the field too.
 */
export function ListSearch({ value, onSearch, label, placeholder, ...props }: ListSearchProps) {
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const delay = props.debounceMs ?? domain.LIST_SEARCH_DEBOUNCE_MS
  const inline = useContext(InlineToolbarContext)

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return
    const timer = setTimeout(() => {
      sent.current = text
      onSearch(text)
    }, delay)
    return () => clearTimeout(timer)
  }, [text, delay, onSearch])

  return (
    <TextInput
      type="search"
      label={inline ? undefined : label}
      aria-label={inline ? label : undefined}
      placeholder={placeholder ?? (inline ? label : undefined)}
      leftSection={inline ? <SearchIcon /> : undefined}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text.trim() !== sent.current.trim()) {
          sent.current = text
          onSearch(text)
        }
      }}
      w={inline ? undefined : { base: '100%', sm: 320 }}
      /* In the one-line toolbar the search takes what the other controls leave. */
      style={inline ? { flex: '1 1 150px', maxWidth: 320 } : undefined}
      data-list-search
      data-testid={props.testId ?? 'list-search'}
    />
  )
}

function SearchIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  )
}
