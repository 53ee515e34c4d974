/*
| Goods in transit (issue #9): how many Prague calendar days a převodka has been on the way.
| While it is odesláno the count runs from the sent day to today; once received it stops at
| the receipt day (the days the goods took). Only a převodka still on the way can be "long":
| more than TRANSIT_WARNING_DAYS days, so the 6th day after sending is the first warned one.
*/

import { addDays, dayIn, daysBetween } from '#core/calendar'

export type TransitConstants = { TRANSIT_WARNING_DAYS: number; TIME_ZONE: string }

export type Shipment = { stav: string; sentAt: Date; receivedAt: Date | null }

export type Transit = {
  /** Prague days from the sent day to today (on the way) or to the receipt day. */
  daysInTransit: number
  /** Still odesláno: nobody has received it yet. */
  inTransit: boolean
  /** On the way longer than TRANSIT_WARNING_DAYS days. */
  longInTransit: boolean
}

/** Whole Prague calendar days from `from` to `to`; never negative (clock skew). */
export function pragueDaysBetween(from: Date, to: Date, timeZone: string): number {
  return Math.max(0, daysBetween(dayIn(from, timeZone), dayIn(to, timeZone)))
}

export function transitOf(shipment: Shipment, now: Date, c: TransitConstants): Transit {
  const inTransit = shipment.stav === 'odesláno'
  const end = inTransit || !shipment.receivedAt ? now : shipment.receivedAt
  const daysInTransit = pragueDaysBetween(shipment.sentAt, end, c.TIME_ZONE)
  return {
    daysInTransit,
    inTransit,
    longInTransit: inTransit && daysInTransit > c.TRANSIT_WARNING_DAYS,
  }
}

/**
 * The Prague day before which a převodka still on the way was sent iff it is long in transit
 * (`transitOf(…).longInTransit`), so a query can select the long ones by their sent time.
 */
export function longTransitSentBefore(now: Date, c: TransitConstants): string {
  return addDays(dayIn(now, c.TIME_ZONE), -c.TRANSIT_WARNING_DAYS)
}
