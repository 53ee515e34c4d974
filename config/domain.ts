/*
| Every business constant of DOMAIN.md, in one place so a chain can tune it without
| code changes. Rules receive these values; they never read them from elsewhere.
*/
export const domain = {
  DEFAULT_FIRMA: 'LEMON',
  /* Pool statistics exist for this firma only (spec doc 2 §6). */
  POOL_STATS_FIRMA: 'LEMON',
  EXPORT_STALE_DAYS: 7,
  CONSUMPTION_WINDOW_DAYS: 182,
  SLOW_MOVER_DAYS: 182,
  SLOW_MOVER_COVER_MONTHS: 12,
  ENDANGERED_HORIZON_DAYS: 240,
  OVERSTOCK_MONTHS: 6,
  TRANSIT_DAYS: 7,
  MIN_PROBABILITY: 20,
  TARGET_MAX_COVER_MONTHS: 3,
  /* A pool lot without expiry is matched as if it could be sold over this many days. */
  NO_EXPIRY_HORIZON_DAYS: 182,
  SKIPPED_ROWS_MAX_SHARE: 0.1,
  SKIPPED_EXAMPLES: 20,
  UPLOAD_RETENTION_DAYS: 30,
  POOL_PAGE_SIZE: 100,
  ADMIN_USERS_PAGE_SIZE: 10,
  ADMIN_USERS_MAX_PAGE_SIZE: 100,
  TIME_ZONE: 'Europe/Prague',
  /* Rate limits of API.md: per IP on login and register, failed logins per e-mail. */
  AUTH_REQUESTS_PER_MINUTE_PER_IP: 60,
  FAILED_LOGINS_PER_EMAIL: 10,
  FAILED_LOGINS_WINDOW: '15 mins',
} as const

export default domain
