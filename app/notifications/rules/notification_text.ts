/*
| What the bell says. A notification is stored as a kind with its facts (`params`); its
| Czech title, text and the screen that acts on it are rendered here when it is read, so
| a proposals count that grows while a matching run writes its chunks still reads right.
| Shared by the server and the SPA's tests; no Lucid, no clock.
*/

import { czPlural, DAYS, type CzechForms } from '#core/czech_plural'

export const NOTIFICATION_KINDS = [
  'proposals',
  'prevodka_sent',
  'prevodka_missing',
  'export_stale',
  'task_due',
  'inbox_failed',
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
  /** Files the export inbox refused (issue #17), with the Czech reason. */
  inbox_failed: { files: string[]; reason: string }
}

export type RenderedNotification = { title: string; text: string; link: string }

const ITEMS: CzechForms = ['položka', 'položky', 'položek']
const NEW_PROPOSALS: CzechForms = [
  'nový návrh k převzetí',
  'nové návrhy k převzetí',
  'nových návrhů k převzetí',
]

type Renderers = { [K in NotificationKind]: (p: NotificationParams[K]) => RenderedNotification }

const RENDER: Renderers = {
  proposals: ({ count }) => ({
    title: `${count} ${czPlural(count, NEW_PROPOSALS)}`,
    text: 'Jiné pobočky vám nabízejí přípravky z poolu. Potvrďte je, nebo odmítněte.',
    link: '/transfers/incoming',
  }),
  prevodka_sent: ({ prevodkaId, from, lines }) => ({
    title: 'Nová převodka k přijetí',
    text: `Pobočka ${from} vám odeslala převodku ${prevodkaId} (${lines} ${czPlural(lines, ITEMS)}).`,
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
        : `Poslední exporty jsou staré ${days} ${czPlural(days, DAYS)}.`,
    link: '/upload',
  }),
  task_due: ({ taskId, title }) => ({
    title: 'Úkol na dnes',
    text: `Dnes je termín úkolu „${title}“.`,
    link: `/tasks/${taskId}`,
  }),
  inbox_failed: ({ files, reason }) => ({
    title: 'Exporty ze složky nebyly zpracovány',
    text: `${files.join(', ')}: ${reason}`,
    link: '/upload',
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

const UNREAD: CzechForms = ['nepřečtené', 'nepřečtená', 'nepřečtených']

/** The bell's accessible name: the whole count in words (`Upozornění, 2 nepřečtená`). */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Upozornění'
  return `Upozornění, ${count} ${czPlural(count, UNREAD)}`
}
