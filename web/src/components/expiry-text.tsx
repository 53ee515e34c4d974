import { Text } from '@mantine/core'
import { dayIn, daysBetween } from '../../../app/core/calendar'
import {
  expiryUrgency,
  URGENCY_TEXT,
  type ExpiryUrgency,
} from '../../../app/stock/rules/expiry_urgency'
import { formatDate } from '../lib/format'

const COLOUR: Record<ExpiryUrgency, string> = { expired: 'red', soon: 'orange' }

/** Days from today (Prague) to a `YYYY-MM-DD` expiry; null without one. */
export function daysLeftTo(exspirace: string | null | undefined, now = new Date()) {
  return exspirace ? daysBetween(dayIn(now), exspirace.slice(0, 10)) : null
}

interface ExpiryTextProps {
  exspirace: string | null | undefined
  /** The server's count where a list has one (zbyvaDni); else counted from today. */
  daysLeft?: number | null
}

/**
 * An expiry on a working list (issue #25): the date, and for an expired lot or one
 * expiring within 30 days the words "prošlé" / "do 30 dnů" in red / amber beside it, so
 * the colour is never the only sign.
 */
export function ExpiryText({ exspirace, daysLeft }: ExpiryTextProps) {
  const urgency = expiryUrgency(daysLeft ?? daysLeftTo(exspirace))
  if (!urgency) return <>{formatDate(exspirace)}</>
  return (
    <span data-urgency={urgency}>
      <Text span inherit fw={600} c={`${COLOUR[urgency]}.9`}>
        {formatDate(exspirace)}
      </Text>
      <span className="expiry-tag" data-urgency={urgency} data-testid="expiry-urgency">
        {URGENCY_TEXT[urgency]}
      </span>
    </span>
  )
}

/** Days left as a list shows them: in the urgency's colour, bold when past the expiry. */
export function DaysLeftText({ days }: { days: number | null | undefined }) {
  const urgency = expiryUrgency(days)
  const text = typeof days === 'number' ? new Intl.NumberFormat('cs-CZ').format(days) : '—'
  if (!urgency) return <>{text}</>
  return (
    <Text span inherit fw={600} c={`${COLOUR[urgency]}.9`} data-urgency={urgency}>
      {text}
    </Text>
  )
}
