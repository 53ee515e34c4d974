import type { HttpContext } from '@adonisjs/core/http'
import { addWatchlistItem } from '#watchlists/services/add_watchlist_item'
import { removeWatchlistItem } from '#watchlists/services/remove_watchlist_item'
import { setBezDoplatku } from '#watchlists/services/set_bez_doplatku'
import { watchlistTarget } from '#watchlists/controllers/watchlist_id'
import {
  addItemValidator,
  bezDoplatkuValidator,
  watchlistMessages,
} from '#watchlists/validators/watchlist_validators'

const messagesProvider = watchlistMessages

export default class WatchlistItemsController {
  /** Adds a medicine: 201 when added, 200 when it was already there. */
  async store(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    const { sukl } = await ctx.request.validateUsing(addItemValidator, { messagesProvider })
    const { added, watchlist } = await addWatchlistItem(branch, id, sukl)
    ctx.response.status(added ? 201 : 200)
    return watchlist
  }

  async update(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    const { bezDoplatku } = await ctx.request.validateUsing(bezDoplatkuValidator, {
      messagesProvider,
    })
    return setBezDoplatku(branch, id, String(ctx.params.sukl), bezDoplatku)
  }

  async destroy(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    return removeWatchlistItem(branch, id, String(ctx.params.sukl))
  }
}
