/** A notification as the API returns it: rendered Czech text, the screen to open, read flag. */
export interface Notification {
  id: string
  _id?: string
  kind: string
  title: string
  text: string
  /** An SPA path, e.g. /transfers/received. */
  link: string
  createdAt: string
  read: boolean
}

export interface NotificationPage {
  notifications: Notification[]
  total: number
  unread: number
  page: number
  limit: number
}

/** Every notification query lives under this key, so one signal refreshes them all. */
export const notificationsKey = ['notifications'] as const
