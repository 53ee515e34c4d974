/* The tasks domain's jobs: names and payloads (ids only). The services that enqueue them
   and the worker's registry both import this file; it imports nothing. */

export const NOTIFY_DUE_TASKS = 'tasks.notify_due_today'
export const CREATE_STALE_EXPORT_TASKS = 'tasks.create_stale_export_tasks'
