/* The notifications domain's jobs: names and payloads (ids only). The services that enqueue them
   and the worker's registry both import this file; it imports nothing. */

export const PURGE_NOTIFICATIONS = 'notifications.purge'
