/*
| The expected access of every API route, maintained by hand (NOT derived from
| accessTable(), which is the code under test). authorization_matrix.spec.ts enumerates the
| router and fails for a route missing here and for an entry whose route no longer exists.
|
| Keys are `METHOD pattern` exactly as the router registers them (`:param` form, HEAD left out).
|   public    anyone, with or without a token; never a 5xx
|   signedIn  any valid token (user of any branch, user without a branch, admin)
|   admin     admin only; a user is 403
|   branch    the branch's own user or an admin; a user of another branch is 403, a user
|             without a branch is 403 'Missing pharmacyCode of user'
| A branch route that does not name `:pharmacyCode` in its path says where the branch is named
| instead (`via`): the matrix names branch A there, so B's user must get 403.
| A streaming route (`stream: true`, server-sent events) never ends by itself: the matrix
| reads an allowed caller's status and Content-Type, then aborts; a denial is read whole.
*/

export type Access = 'public' | 'signedIn' | 'admin' | 'branch'

export type RouteCase = {
  access: Access
  /** Where a branch route names the branch when its path does not. */
  via?: 'query' | 'body'
  /** Extra query string sent by every caller (without `?`). */
  query?: string
  /** Server-sent events: allowed callers must get 200 `text/event-stream`. */
  stream?: boolean
  /** The call ends the caller's sessions: the matrix signs its callers in again after it. */
  endsSessions?: boolean
  note?: string
}

/** Routes deliberately outside the matrix: the SPA fallbacks answer every other path. */
export const EXCLUDED_ROUTES = ['/api/*', '/*']

export const AUTHORIZATION_TABLE: Record<string, Access | RouteCase> = {
  'GET /api/health': 'public',

  /* auth */
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/logout': { access: 'signedIn', endsSessions: true },
  'POST /api/auth/login/2fa': 'public',
  'POST /api/users/me/2fa': { access: 'signedIn', note: 'the matrix sends {}: 422' },
  'POST /api/users/me/2fa/confirm': { access: 'signedIn', note: 'the matrix sends {}: 422' },
  'POST /api/users/me/2fa/disable': { access: 'signedIn', note: 'the matrix sends {}: 422' },
  'GET /api/protected/me': 'signedIn',
  'GET /api/users/me/sessions': 'signedIn',
  'DELETE /api/users/me/sessions': { access: 'signedIn', endsSessions: true },
  'DELETE /api/users/me/sessions/:id': 'signedIn',
  'GET /api/admin/permissions': 'admin',

  /* users */
  'GET /api/users/me': 'signedIn',
  'PATCH /api/users/me': 'signedIn',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'POST /api/users/me/password': { access: 'signedIn', note: 'the matrix sends {}: 422' },
  'POST /api/admin/users/:id/password': 'admin',
  'DELETE /api/admin/users/:id/sessions': 'admin',

  /* branches */
  'GET /api/branches': 'signedIn',
  'GET /api/branches/:firma/:pharmacyCode': 'branch',

  /* tasks */
  'GET /api/tasks/my': 'signedIn',
  'GET /api/tasks': {
    access: 'signedIn',
    query: 'assignedTo=me',
    note: 'without assignedTo the list is admin only (tasks.spec.ts)',
  },
  'POST /api/tasks': 'admin',
  'GET /api/tasks/:id': 'signedIn',
  'PUT /api/tasks/:id/complete': 'signedIn',
  'DELETE /api/tasks/:id': 'admin',

  /* exports */
  'POST /api/upload/:firma/:pharmacyCode': 'branch',
  'GET /api/upload/:firma/:pharmacyCode/meta': 'branch',
  'GET /api/upload/:firma/:pharmacyCode/skipped': 'branch',
  'GET /api/upload/:firma/:pharmacyCode/history': 'branch',

  /* stock */
  'GET /api/lezaky/:firma/:pharmacyCode': 'branch',
  'GET /api/ohrozenci/:firma/:pharmacyCode': 'branch',
  'GET /api/pharmacy/inventory': { access: 'branch', via: 'query' },
  'GET /api/pharmacy/inventory/summary': { access: 'branch', via: 'query' },
  'GET /api/pharmacy/lots': { access: 'branch', via: 'query' },
  'POST /api/overstock/generate': { access: 'branch', via: 'query' },

  /* explorer */
  'POST /api/search': 'admin',
  'GET /api/search/products': { access: 'branch', via: 'query', query: 'q=paralen' },

  /* pool */
  'GET /api/pool/LEMON/stats': 'admin',
  'GET /api/pool/removedSinceLastUpload/:firma/:pharmacyCode': 'branch',
  'POST /api/pool/reopen': { access: 'branch', via: 'body' },
  'GET /api/pool/:firma/:pharmacyCode': 'branch',
  'GET /api/poolitems': 'admin',
  'POST /api/poolitems/refresh': 'admin',
  'PUT /api/poolitems/:id': 'admin',
  'DELETE /api/poolitems/:id': 'admin',
  'GET /api/refused/:firma/:pharmacyCode': 'branch',
  'DELETE /api/refused/:firma/:pharmacyCode/:poolItemId': 'branch',

  /* transfers */
  'GET /api/dashboard/counters/:firma/:pharmacyCode': 'branch',
  'GET /api/transfers/incoming/:firma/:pharmacyCode': 'branch',
  'GET /api/transfers/outgoing/:firma/:pharmacyCode': 'branch',
  'GET /api/transfers/confirmed/:firma/:pharmacyCode': 'branch',
  'GET /api/transfers/prepared/:firma/:pharmacyCode': 'branch',
  'GET /api/transfers/received/:firma/:pharmacyCode': 'branch',
  'GET /api/transfers/shipped/:firma/:pharmacyCode': 'branch',
  'GET /api/transfers/archive/:firma/:pharmacyCode': 'branch',
  'GET /api/transfers/in-transit': 'admin',
  'GET /api/transfers/detail/:prevodkaId': {
    access: 'signedIn',
    note: 'a prevodka of another branch is 404, as a missing one (transfers.spec.ts)',
  },
  'GET /api/transfers/print/:firma/:pharmacyCode/:targetPharmacyCode': 'branch',
  'GET /api/transfers/prevodka/:prevodkaId/pdf': {
    access: 'signedIn',
    note: 'the sending and the receiving branch and admins; another branch gets 404 (transfers.spec.ts)',
  },
  'POST /api/transfers/confirm/:firma/:pharmacyCode': 'branch',
  'POST /api/transfers/reject/:firma/:pharmacyCode': 'branch',
  'POST /api/transfers/undoReject/:firma/:pharmacyCode': 'branch',
  'POST /api/transfers/cancelConfirmation/:firma/:pharmacyCode': 'branch',
  'POST /api/transfers/markPicked/:firma/:pharmacyCode': 'branch',
  'POST /api/transfers/markRejected/:firma/:pharmacyCode': 'branch',
  'POST /api/transfers/markReceived/:firma/:pharmacyCode': 'branch',
  'POST /api/transfers/send/:firma/:pharmacyCode': 'branch',
  'POST /api/transfers/receive/:firma/:pharmacyCode': 'branch',

  /* ledger: `?firma=` alone is the admin view; with `pharmacyCode` the branch view */
  'GET /api/ledger': { access: 'branch', via: 'query' },

  /* user dashboard charts */
  'GET /api/dashboard/expiry/:firma/:pharmacyCode': 'branch',
  'GET /api/dashboard/pool-savings/:firma/:pharmacyCode': 'branch',

  /* price lists and reports */
  'POST /api/leaflet-admin/upload': 'admin',
  'GET /api/leaflet-admin/meta': 'admin',
  'GET /api/leaflet-admin/list': 'admin',
  'GET /api/leaflet-admin/upload/:id': 'admin',
  'POST /api/uhrady-admin/upload': 'admin',
  'GET /api/uhrady-admin/meta': 'admin',
  'GET /api/uhrady-admin/list': 'admin',
  'GET /api/uhrady-admin/upload/:id': 'admin',
  'GET /api/reports/akcni/meta': { access: 'branch', via: 'query' },
  'GET /api/reports/akcni/pdf': { access: 'branch', via: 'query' },
  'GET /api/zmeny-uhrady/list/:firma': { access: 'branch', via: 'query' },
  'GET /api/zmeny-uhrady/pdf/:versionId/:firma/:pharmacyCode': 'branch',

  /* orders */
  'GET /api/orders/meta': { access: 'branch', via: 'query' },
  'POST /api/orders/generate': { access: 'branch', via: 'query' },
  'GET /api/letak/meta': { access: 'branch', via: 'query' },
  'POST /api/orders/from-letak/generate': { access: 'branch', via: 'query' },

  /* discounts */
  'GET /api/discounted/rules': { access: 'branch', via: 'query' },
  'POST /api/discounted/rules': { access: 'branch', via: 'query' },
  'POST /api/discounted/generate': { access: 'branch', via: 'query' },

  /* vouchers */
  'GET /api/poukazky-upload/:firma/:pharmacyCode/meta': 'branch',
  'POST /api/poukazky-upload/:firma/:pharmacyCode/poukazky': 'branch',
  'GET /api/poukazky-upload/:firma/:pharmacyCode/upload/:id': 'branch',
  'GET /api/poukazky-report/:firma/:pharmacyCode/report': 'branch',

  /* watchlists */
  'GET /api/watchlists/:firma/:pharmacyCode': 'branch',
  'POST /api/watchlists/:firma/:pharmacyCode': 'branch',
  'GET /api/watchlists/:firma/:pharmacyCode/search': 'branch',
  'PUT /api/watchlists/:firma/:pharmacyCode/:id': 'branch',
  'DELETE /api/watchlists/:firma/:pharmacyCode/:id': 'branch',
  'GET /api/watchlists/:firma/:pharmacyCode/:id/resolve': 'branch',
  'GET /api/watchlists/:firma/:pharmacyCode/:id/export': 'branch',
  'POST /api/watchlists/:firma/:pharmacyCode/:id/items': 'branch',
  'PATCH /api/watchlists/:firma/:pharmacyCode/:id/items/:sukl': 'branch',
  'DELETE /api/watchlists/:firma/:pharmacyCode/:id/items/:sukl': 'branch',
  'POST /api/watchlists/:firma/:pharmacyCode/:id/send': {
    access: 'branch',
    note: 'no SMTP_URL in the matrix: 409 for an allowed caller (mail.spec.ts sends for real)',
  },

  /* audit trail */
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/export': 'admin',
  'GET /api/admin/audit/options': 'admin',

  /* operations */
  'GET /api/admin/jobs': 'admin',
  'POST /api/admin/jobs/:queue/:jobId/retry': 'admin',
  'POST /api/admin/jobs/:job/run': { access: 'admin', note: 'no such job in the matrix: 404' },
  'GET /api/admin/health': 'admin',

  /* notifications: each caller sees only their own and their branch's (notifications.spec.ts) */
  'GET /api/notifications': 'signedIn',
  'GET /api/notifications/unread-count': 'signedIn',
  'POST /api/notifications/read': {
    access: 'signedIn',
    note: 'the matrix sends {}: 422 for an allowed caller',
  },
  'GET /api/notifications/stream': { access: 'signedIn', stream: true },

  /* export inbox (issue #17): the admin's overview and the retry of a refused file */
  'GET /api/admin/inbox': 'admin',
  'POST /api/admin/inbox/retry': {
    access: 'admin',
    note: 'the matrix sends {}: 422 for an allowed caller',
  },

  /* e-mail (issue #17): each user's own digest setting, the admin's record of messages */
  'GET /api/mail/preferences': 'signedIn',
  'PUT /api/mail/preferences': {
    access: 'signedIn',
    note: 'the matrix sends {}: 422 for an allowed caller',
  },
  'GET /api/admin/mail': 'admin',
}
