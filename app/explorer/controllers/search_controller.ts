import type { HttpContext } from '@adonisjs/core/http'
import { searchMessages, searchValidator } from '#explorer/validators/search_validator'
import { searchCollection } from '#explorer/queries/search_collections'

export default class SearchController {
  async search({ request }: HttpContext) {
    const { collection, query } = await request.validateUsing(searchValidator, {
      messagesProvider: searchMessages,
    })
    return searchCollection(collection, query)
  }
}
