import { accessTable } from '#core/route_access'

export default class PermissionsController {
  async index() {
    return { routes: accessTable() }
  }
}
