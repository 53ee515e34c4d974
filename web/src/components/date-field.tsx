import '@mantine/dates/styles.css'
import 'dayjs/locale/cs'
import { useContext, useEffect, useState, type ReactNode } from 'react'
import { Popover, TextInput } from '@mantine/core'
import {
  DatePicker,
  DatesProvider,
  type DatePickerPreset,
  type DatesProviderSettings,
} from '@mantine/dates'
import { addDays, dayIn } from '../../../app/core/calendar'
import { formatCzechDay, parseCzechDay } from '../../../app/core/czech_date'
import { NestedInPopover } from './nested-popover'

/* The calendar in Czech: month and day names, Monday first; weekends not in Mantine's light
   red, which is below 4.5:1 on white. */
const CZECH_CALENDAR: DatesProviderSettings = { locale: 'cs', firstDayOfWeek: 1, weekendDays: [] }
const CALENDAR_LABELS = {
  nextLabel: 'Další měsíc',
  previousLabel: 'Předchozí měsíc',
  ariaLabels: {
    nextMonth: 'Další měsíc',
    previousMonth: 'Předchozí měsíc',
    nextYear: 'Další rok',
    previousYear: 'Předchozí rok',
    nextDecade: 'Další desetiletí',
    previousDecade: 'Předchozí desetiletí',
    monthLevelControl: 'Vybrat měsíc',
    yearLevelControl: 'Vybrat rok',
  },
}

export type DatePreset = DatePickerPreset<'default'>

export interface DateFieldProps {
  label: ReactNode
  /** The day as the API has it, `YYYY-MM-DD`, or null. */
  value: string | null
  /** Called with a finished day (or null when emptied), never with half-typed text. */
  onChange: (value: string | null) => void
  /** Told when the typed text is no day (the message is shown under the field). */
  onInvalid?: (message: string) => void
  /** Told on each keystroke, so a form can drop the field's error while it is being fixed. */
  onTyping?: () => void
  /** An error from outside: a required field left empty, the server's answer. */
  error?: ReactNode
  /** Days offered beside the calendar (30/60/90 days where a list filters by expiry). */
  presets?: DatePreset[]
  name?: string
  required?: boolean
  description?: ReactNode
  disabled?: boolean
  w?: number | string
  testId?: string
}

const shown = (value: string | null) => (value ? formatCzechDay(value) : '')

/**
 * The product's one date field: shows and takes `15. 3. 2027` and the short forms
 * (`15.3.27`, `15032027`) in any browser language, with a Czech calendar to pick from.
 * Typed text counts when the field is left or Enter is pressed; text that is no day
 * stays as typed with a Czech message, and the value does not change.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, onInvalid, onTyping } = props
  const nested = useContext(NestedInPopover)
  const [text, setText] = useState(shown(value))
  const [problem, setProblem] = useState<string | null>(null)
  const [opened, setOpened] = useState(false)
  const [month, setMonth] = useState<string | undefined>(value ?? undefined)

  useEffect(() => {
    setText(shown(value))
    setProblem(null)
    if (value) setMonth(value)
  }, [value])

  const commit = (next: string | null) => {
    setProblem(null)
    setText(shown(next))
    if (next !== value) onChange(next)
  }
  const commitText = (typed: string) => {
    const parsed = parseCzechDay(typed)
    if (parsed.kind === 'invalid') {
      setProblem(parsed.message)
      onInvalid?.(parsed.message)
      return
    }
    commit(parsed.kind === 'day' ? parsed.value : null)
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus={false}
      withRoles={false}
      shadow="md"
      withinPortal={!nested}
    >
      <Popover.Target>
        <TextInput
          label={label}
          name={props.name}
          required={props.required}
          description={props.description}
          placeholder="d. m. rrrr"
          autoComplete="off"
          value={text}
          error={problem ?? props.error}
          disabled={props.disabled}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setProblem(null)
            onTyping?.()
          }}
          /* The calendar opens on a click or the down arrow, not on focus: a field reached by
             Tab or focused for its error does not cover what is below it. */
          onClick={() => setOpened(true)}
          onBlur={(event) => {
            setOpened(false)
            commitText(event.currentTarget.value)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setOpened(true)
            if (event.key === 'Escape') setOpened(false)
            if (event.key === 'Enter') {
              setOpened(false)
              commitText(event.currentTarget.value)
            }
          }}
          w={props.w}
          data-testid={props.testId}
        />
      </Popover.Target>
      {/* Clicks inside keep the focus in the field, so picking a day is not a blur. */}
      <Popover.Dropdown onMouseDown={(event) => event.preventDefault()}>
        <DatesProvider settings={CZECH_CALENDAR}>
          <DatePicker
            value={value}
            date={month}
            onDateChange={setMonth}
            onChange={(day) => {
              commit(day)
              setOpened(false)
            }}
            presets={props.presets}
            {...CALENDAR_LABELS}
          />
        </DatesProvider>
      </Popover.Dropdown>
    </Popover>
  )
}

/** `Za 30 dní`, … : the day that many days from today (Prague), for an expiry filter. */
export function daysAheadPresets(days: readonly number[], now = new Date()): DatePreset[] {
  const today = dayIn(now)
  return days.map((n) => ({ value: addDays(today, n), label: `Za ${n} dní` }))
}
