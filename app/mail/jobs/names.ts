/* The mail domain's jobs: names and payloads (ids only). The services that enqueue them
   and the worker's registry both import this file; it imports nothing. */

export const SEND_MAIL = 'mail.send'
export type SendMailPayload = { messageId: number }

export const MORNING_DIGEST = 'mail.morning_digest'
export const PURGE_MAIL = 'mail.purge'
