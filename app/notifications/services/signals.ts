import { publishSignals as publishOnChannel } from '#core/signals'
import type { NotificationKind } from '#notifications/rules/notification_text'

export type Signal =
  | { type: 'notification'; kind: NotificationKind; firma: string; pharmacyCode: string }
  | { type: 'notification'; kind: NotificationKind; userId: number }
  | { type: 'read'; userId: number }
  /* Some sign-in of the user ended: their open streams check their own session again. */
  | { type: 'session'; userId: number }
  /* The user holds too many streams over the fleet: these end, on whichever host holds them. */
  | { type: 'streams'; userId: number; ids: string[] }

/** The notifications' own signals, published on the one channel (#core/signals). */
export function publishSignals(signals: Signal[]) {
  publishOnChannel(signals)
}

/** Reads a message of the channel; anything malformed is dropped. */
export function parseSignals(message: string): Signal[] {
  try {
    const parsed = JSON.parse(message)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}
