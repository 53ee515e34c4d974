import type { HttpContext } from '@adonisjs/core/http'
import { answerMemoryList } from '#core/list_memory'
import { searchMessages, searchValidator } from '#explorer/validators/search_validator'
import { searchCollection } from '#explorer/queries/search_collections'
import { explorerList } from '#explorer/queries/explorer_list'

export default class SearchController {
  /** The matches of a collection; the query string pages and sorts them (the list contract). */
  async search(ctx: HttpContext) {
    const { collection, query } = await ctx.request.validateUsing(searchValidator, {
      messagesProvider: searchMessages,
    })
    const rows = await searchCollection(collection, query)
    return answerMemoryList(ctx, rows, explorerList(collection))
  }
}
