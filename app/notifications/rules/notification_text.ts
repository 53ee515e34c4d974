/*
| What the bell says. A notification is stored as a kind with its facts (`params`); its
| Czech title, text and the screen that acts on it are rendered here when it is read, so
| a proposals count that grows while a matching run writes its chunks still reads right.
| Shared by the server and the SPA's tests; no Lucid, no clock.
*/

export const NOTIFICATION_KINDS = [
  'proposals',
  'prevodka_sent',
  'prevodka_missing',
  'export_stale',
  'task_due',
] as const

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export type NotificationParams = {
  proposals: { count: number }
  prevodka_sent: { prevodkaId: string; from: string; lines: number }
  prevodka_missing: {
    prevodkaId: string
    to: string
    /** Lines not delivered at all. */
    missing: number
    /** Lines received in a smaller quantity than sent (absent in notifications before it). */
    short?: number
    lines: number
  }
  /** `days` since the last export (Prague days), null when the branch never uploaded. */
  export_stale: { days: number | null }
  task_due: { taskId: number; title: string }
}

export type RenderedNotification = { title: string; text: string; link: string }

/** Czech noun forms for 1, 2–4 and 0 or 5+ (`1 položka`, `3 položky`, `5 položek`). */
export function plural(count: number, forms: [string, string, string]) {
  const n = Math.abs(count)
  if (n === 1) return forms[0]
  if (n >= 2 && n <= 4) return forms[1]
  return forms[2]
}

const ITEMS: [string, string, string] = ['položka', 'položky', 'položek']
const NEW_PROPOSALS: [string, string, string] = [
  'nový návrh k převzetí',
  'nové návrhy k převzetí',
  'nových návrhů k převzetí',
]

type Renderers = { [K in NotificationKind]: (p: NotificationParams[K]) => RenderedNotification }

const RENDER: Renderers = {
  proposals: ({ count }) => ({
    title: `${count} ${plural(count, NEW_PROPOSALS)}`,
    text: 'Jiné pobočky vám nabízejí přípravky z poolu. Potvrďte je, nebo odmítněte.',
    link: '/transfers/incoming',
  }),
  prevodka_sent: ({ prevodkaId, from, lines }) => ({
    title: 'Nová převodka k přijetí',
    text: `Pobočka ${from} vám odeslala převodku ${prevodkaId} (${lines} ${plural(lines, ITEMS)}).`,
    link: '/transfers/received',
  }),
  prevodka_missing: ({ prevodkaId, to, missing, short = 0, lines }) => ({
    title: 'Převodka přijata s chybějícími položkami',
    text:
      `Pobočka ${to} přijala převodku ${prevodkaId}; ` +
      [missing > 0 ? `nedodáno ${missing}` : null, short > 0 ? `v menším množství ${short}` : null]
        .filter(Boolean)
        .join(', ') +
      ` z ${lines} ${lines === 1 ? 'položky' : 'položek'}.`,
    link: '/transfers/archive',
  }),
  export_stale: ({ days }) => ({
    title: 'Nahrajte aktuální exporty',
    text:
      days === null
        ? 'Pobočka zatím nenahrála žádné exporty.'
        : `Poslední exporty jsou staré ${days} ${plural(days, ['den', 'dny', 'dní'])}.`,
    link: '/upload',
  }),
  task_due: ({ taskId, title }) => ({
    title: 'Úkol na dnes',
    text: `Dnes je termín úkolu „${title}“.`,
    link: `/tasks/${taskId}`,
  }),
}

export function renderNotification<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K]
): RenderedNotification {
  return RENDER[kind](params)
}

/** The bell's count: capped at 99 and shown as `99+` above, as the task badge does. */
export function unreadLabel(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}

const UNREAD: [string, string, string] = ['nepřečtené', 'nepřečtená', 'nepřečtených']

/** The bell's accessible name: the whole count in words (`Upozornění, 2 nepřečtená`). */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Upozornění'
  return `Upozornění, ${count} ${plural(count, UNREAD)}`
}
