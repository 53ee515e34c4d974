import type { HttpContext } from '@adonisjs/core/http'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { watchlistsOf } from '#watchlists/queries/watchlists'
import { createWatchlist } from '#watchlists/services/create_watchlist'
import { deleteWatchlist } from '#watchlists/services/delete_watchlist'
import { resolveWatchlist } from '#watchlists/services/resolve_watchlist'
import { searchMedicines } from '#watchlists/services/search_medicines'
import { updateWatchlist } from '#watchlists/services/update_watchlist'
import { watchlistPdfKind } from '#watchlists/services/watchlist_pdf'
import { watchlistTarget } from '#watchlists/controllers/watchlist_id'
import {
  searchValidator,
  watchlistMessages,
  watchlistValidator,
} from '#watchlists/validators/watchlist_validators'

const messagesProvider = watchlistMessages

export default class WatchlistsController {
  async index({ branch }: HttpContext) {
    return watchlistsOf(branch!)
  }

  async store({ branch, request, response, auth }: HttpContext) {
    const input = await request.validateUsing(watchlistValidator, { messagesProvider })
    response.status(201)
    return createWatchlist(branch!, input, auth.getUserOrFail().id)
  }

  async update(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    const input = await ctx.request.validateUsing(watchlistValidator, { messagesProvider })
    return updateWatchlist(branch, id, input)
  }

  async destroy(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    await deleteWatchlist(branch, id)
    return { ok: true }
  }

  async resolve(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    return resolveWatchlist(branch, id)
  }

  /** Medicines of the current úhrady list: `?q=` of at least 2 characters. */
  async search({ request }: HttpContext) {
    const { q } = await request.validateUsing(searchValidator, {
      messagesProvider,
      data: { q: request.qs().q },
    })
    return searchMedicines(q)
  }

  async export(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    const pdf = await producePdf(watchlistPdfKind, { ...branch, id })
    return sendPdf(ctx.response, pdf, `watchlist_${branch.pharmacyCode}_${id}.pdf`)
  }
}
