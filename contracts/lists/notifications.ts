import { defineList, type SortOf } from '#contracts/lists/list'

/* The bell's list (/notifications): the newest first; no table, so no headers of columns. */

/** A notification as the API returns it: rendered Czech text, the screen to open, read flag. */
export interface Notification {
  id: string
  _id?: string
  /** One of the server's notification kinds (`#notifications/rules/notification_text`). */
  kind: string
  title: string
  text: string
  /** An SPA path, e.g. /transfers/received. */
  link: string
  createdAt: string
  read: boolean
}

/** A page of the bell, with the counts of all and of unread notifications. */
export interface NotificationPage {
  notifications: Notification[]
  total: number
  unread: number
  page: number
  limit: number
}

/** Ordered by time only; any other `sort` or `dir` is refused (422), not ignored. */
export const notificationsList = defineList({
  sorts: ['createdAt'],
  search: false,
  headers: {},
})

export type NotificationSort = SortOf<typeof notificationsList>
