import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const WatchlistsController = () => import('#watchlists/controllers/watchlists_controller')
const ItemsController = () => import('#watchlists/controllers/watchlist_items_controller')
const W = '/watchlists/:firma/:pharmacyCode'

router
  .group(() => {
    access.branch(router.get(W, [WatchlistsController, 'index']))
    access.branch(router.post(W, [WatchlistsController, 'store']))
    access.branch(router.get(`${W}/search`, [WatchlistsController, 'search']))
    access.branch(router.put(`${W}/:id`, [WatchlistsController, 'update']))
    access.branch(router.delete(`${W}/:id`, [WatchlistsController, 'destroy']))
    access.branch(router.get(`${W}/:id/resolve`, [WatchlistsController, 'resolve']))
    access.branch(router.get(`${W}/:id/export`, [WatchlistsController, 'export']))
    access.branch(router.post(`${W}/:id/send`, [WatchlistsController, 'send']))

    access.branch(router.post(`${W}/:id/items`, [ItemsController, 'store']))
    access.branch(router.patch(`${W}/:id/items/:sukl`, [ItemsController, 'update']))
    access.branch(router.delete(`${W}/:id/items/:sukl`, [ItemsController, 'destroy']))
  })
  .prefix('/api')
