import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const SearchController = () => import('#explorer/controllers/search_controller')
const ProductSearchController = () => import('#explorer/controllers/product_search_controller')

router
  .group(() => {
    access.admin(router.post('/search', [SearchController, 'search']))
    access.branch(router.get('/search/products', [ProductSearchController, 'index']))
  })
  .prefix('/api')
