import env from '#start/env'

export default {
  prefix: env.get('QUEUE_PREFIX', 'lemon'),
  /* Three attempts with exponential backoff; a refused file fails at once (UnrecoverableError). */
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 2000 },
  /* A producer gives up this fast when Redis does not answer, so the upload can answer 503. */
  producerTimeoutMs: 3000,
  /* A killed worker's job is picked up again once its lock expires (checked at half that). */
  lockDurationMs: env.get('QUEUE_LOCK_MS', 30_000),
  /* How long a request waits for its PDF before answering 503. */
  pdfWaitMs: env.get('PDF_WAIT_MS', 30_000),
}
