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
  /* A převodka on the way longer than this many Prague days is highlighted and listed for admins. */
  TRANSIT_WARNING_DAYS: 5,
  MIN_PROBABILITY: 20,
  /* How long after a reject its "Zpět" still puts the offer back (the screen offers it for
     a few seconds; the server allows for a slow answer). */
  REJECT_UNDO_SECONDS: 60,
  TARGET_MAX_COVER_MONTHS: 3,
  /* A pool lot without expiry is matched as if it could be sold over this many days. */
  NO_EXPIRY_HORIZON_DAYS: 182,
  /* Why a receipt took less than was sent (issue #9); one of them is required for a short line. */
  RECEIPT_REASONS: ['poškozeno', 'chybí', 'jiná šarže', 'jiná exspirace', 'jiné'],
  /* Largest quantity of a lot and price of a unit an admin may type into a pool item (issue
     #22): far above any real lot or medicine, far below what the columns keep. */
  MAX_LOT_QUANTITY: 1_000_000,
  MAX_UNIT_PRICE: 1_000_000,
  SKIPPED_ROWS_MAX_SHARE: 0.1,
  SKIPPED_EXAMPLES: 20,
  /* Skipped rows of one upload kept for the downloadable report (all files together); the
     rest are only counted, and the report says how many were cut. */
  SKIPPED_REPORT_MAX_ROWS: 100_000,
  UPLOAD_RETENTION_DAYS: 30,
  POOL_PAGE_SIZE: 100,
  /* The list contract (API.md "Paged lists"): a page's default and largest size, and the
     sizes a screen offers; a bulk action's exceptions (unticked rows) are at most this many. */
  LIST_DEFAULT_LIMIT: 50,
  LIST_MAX_LIMIT: 500,
  LIST_PAGE_SIZES: [50, 100, 200],
  LIST_MAX_EXCEPTIONS: 5000,
  /* A list's search asks the server this long after the last keystroke. */
  LIST_SEARCH_DEBOUNCE_MS: 150,
  ADMIN_USERS_PAGE_SIZE: 10,
  TIME_ZONE: 'Europe/Prague',
  /* Rate limits of API.md: per IP on login and register, failed logins per e-mail. */
  AUTH_REQUESTS_PER_MINUTE_PER_IP: 60,
  FAILED_LOGINS_PER_EMAIL: 10,
  FAILED_LOGINS_WINDOW: '15 mins',
  /* Order proposal by supplier (doc 2 "Order proposal"): its suppliers and stock months. */
  ORDER_SUPPLIERS: [
    'egis',
    'ibsa',
    'krka',
    'medochemie',
    'sandoz',
    'stada',
    'teva',
    'viatris',
    'zentiva',
    'orion',
    'glenmark',
    '+pharma',
  ],
  ORDER_DEFAULT_SUPPLIER: 'krka',
  ORDER_MONTHS_MIN: 1,
  ORDER_MONTHS_MAX: 6,
  ORDER_MONTHS_DEFAULT: 3,
  LEAFLET_ORDER_MONTHS_DEFAULT: 2,
  /* A month of consumption is daily × 30 (order proposals, overstock). */
  DAYS_PER_MONTH: 30,
  /* Order proposals divide the window's sales by the days the branch had stock (OpenLMIS's
     adjusted consumption), but by at least a month: a product stocked for three days of the
     window must not be extrapolated from them (at most 182 / 30 ≈ 6× the plain rate). */
  STOCKOUT_MIN_IN_STOCK_DAYS: 30,
  /* Expiry discounts (DOMAIN.md "Discounts"): a branch's rules until it saves its own. */
  DEFAULT_DISCOUNT_RULES: [
    { days: 90, discount: 15, mode: 'z_prodejni' },
    { days: 60, discount: 0, mode: 'za_nakupku' },
    { days: 30, discount: 50, mode: 'z_prodejni' },
  ],
  DISCOUNT_MAX_RULES: 10,
  /* Voucher Stav values meaning the insurer has paid (case, diacritics and endings ignored). */
  VOUCHER_SETTLED_STATES: ['proplaceno', 'uhrazeno', 'vyřízeno', 'zaplaceno'],
  VOUCHER_MAX_FILE_MB: 10,
  /* Issue #35: uploads a branch may start in one Prague day, per kind (exports, vouchers). */
  BRANCH_UPLOADS_PER_DAY: 50,
  /* Uploads listed in the price-list upload history (newest first). */
  PRICE_LIST_HISTORY: 20,
  /* Watchlists (DOMAIN.md "Watchlists", doc 2 §9): medicine search from 2 characters, at most
     50 results; the SPA retries the mail client after 1 s and 2 s. */
  WATCHLIST_SEARCH_MIN_CHARS: 2,
  WATCHLIST_SEARCH_MAX_RESULTS: 50,
  WATCHLIST_MAIL_FALLBACK_MS: [1000, 2000],
  /* User dashboard: stock value expiring within each of these days (cumulative), and the
     value of pool items other branches received, by month over this many months. */
  EXPIRY_OVERVIEW_DAYS: [30, 60, 90, 180],
  POOL_SAVINGS_MONTHS: 12,
  /* Notifications behind the header bell: a page of the list, and how long they are kept. */
  NOTIFICATIONS_PAGE_SIZE: 20,
  NOTIFICATIONS_MAX_PAGE_SIZE: 100,
  NOTIFICATION_RETENTION_DAYS: 90,
  /* The audit trail is kept two years (issue #18); the database refuses to delete younger
     rows whatever this says, so raising it keeps rows longer and lowering it does nothing. */
  AUDIT_RETENTION_DAYS: 731,
  /* Ended and expired sign-ins stay listed in the audit trail; their rows go after this. */
  SESSION_RETENTION_DAYS: 30,
  /* Sent and failed mails (with their PDF attachments) leave the mail log after this. */
  MAIL_RETENTION_DAYS: 90,
} as const

export default domain
