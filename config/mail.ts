import env from '#start/env'

/* E-mail (issue #17; README "E-mail"). Without SMTP_URL nothing is sent, as before. */
export default {
  smtpUrl: env.get('SMTP_URL') ?? null,
  from: env.get('MAIL_FROM') ?? 'LEMON <noreply@lemon.invalid>',
  /* Links in messages point here; without APP_URL, to the web server on this machine. */
  appUrl: (env.get('APP_URL') ?? `http://localhost:${env.get('PORT') ?? 3333}`).replace(/\/+$/, ''),
  /* The mail queue's attempts: SMTP servers refuse for a while (greylisting, outages). */
  attempts: 5,
  backoff: { type: 'exponential' as const, delay: 30_000 },
  /* Alerts about one failing job are sent at most once per this many minutes. */
  alertWindowMinutes: 10,
  /*
   * "Odeslat e-mailem" reaches whoever a watchlist is for, so it must not be a relay
   * (issue #27): sends per user and per branch in 24 hours, counted in Redis for all hosts,
   * and optionally the only recipient domains (MAIL_ALLOWED_DOMAINS; subdomains included).
   */
  watchlistSendsPerUser: 20,
  watchlistSendsPerBranch: 50,
  allowedDomains: (env.get('MAIL_ALLOWED_DOMAINS') ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean),
}
