import type { HttpContext } from '@adonisjs/core/http'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { wantsXlsx } from '#core/list_contract'
import { answerMemoryList, applyMemoryList, sendMemoryXlsx } from '#core/list_memory'
import { watchlistItemsList, watchlistsList } from '#watchlists/queries/watchlist_lists'
import { watchlistsOf } from '#watchlists/queries/watchlists'
import { createWatchlist } from '#watchlists/services/create_watchlist'
import { deleteWatchlist } from '#watchlists/services/delete_watchlist'
import { resolveWatchlist } from '#watchlists/services/resolve_watchlist'
import { searchMedicines } from '#watchlists/services/search_medicines'
import { sendWatchlistMail } from '#watchlists/services/send_watchlist_mail'
import { updateWatchlist } from '#watchlists/services/update_watchlist'
import { watchlistPdfKind } from '#watchlists/services/watchlist_pdf'
import { watchlistTarget } from '#watchlists/controllers/watchlist_id'
import {
  searchValidator,
  watchlistMessages,
  watchlistValidator,
} from '#watchlists/validators/watchlist_validators'
import { requireBranch } from '#core/require_branch'

const messagesProvider = watchlistMessages

export default class WatchlistsController {
  async index(ctx: HttpContext) {
    return answerMemoryList(ctx, await watchlistsOf(requireBranch(ctx.branch)), watchlistsList)
  }

  async store({ branch, request, response, auth }: HttpContext) {
    const input = await request.validateUsing(watchlistValidator, { messagesProvider })
    response.status(201)
    return createWatchlist(requireBranch(branch), input, auth.getUserOrFail().id)
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

  /** The watchlist with its items under the list contract (X-Total-Count counts items). */
  async resolve(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    const watchlist = await resolveWatchlist(branch, id)
    if (wantsXlsx(ctx.request.qs())) return sendMemoryXlsx(ctx, watchlist.items, watchlistItemsList)
    const { rows, total } = applyMemoryList(watchlist.items, watchlistItemsList, ctx.request.qs())
    ctx.response.header('X-Total-Count', String(total))
    return { ...watchlist, items: rows }
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

  /** "Odeslat e-mailem": the PDF to the watchlist's e-mail, through the mail queue (issue #17). */
  async send(ctx: HttpContext) {
    const { branch, id } = watchlistTarget(ctx)
    ctx.response.status(202)
    const { id: userId, email } = ctx.auth.getUserOrFail()
    return sendWatchlistMail(branch, id, { id: userId, email })
  }
}
