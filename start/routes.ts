/*
| Only imports: each domain declares its own endpoints in app/<domain>/routes.ts.
*/
import router from '@adonisjs/core/services/router'
import { spaFallback } from '#core/spa_fallback'

import '#auth/routes'
import '#users/routes'
import '#branches/routes'
import '#tasks/routes'
import '#exports/routes'
import '#stock/routes'
import '#explorer/routes'
import '#pool/routes'
import '#transfers/routes'
import '#ledger/routes'
import '#pricelists/routes'
import '#orders/routes'
import '#discounts/routes'
import '#vouchers/routes'
import '#watchlists/routes'
import '#operations/routes'
import '#notifications/routes'
import '#inbox/routes'
import '#mail/routes'
import '#audit/routes'

router.get('/_ping', async ({ response }) => response.type('text/plain').send('pong'))
router.any('/api/*', spaFallback)
router.get('/*', spaFallback)
