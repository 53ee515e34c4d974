import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const DiscountsController = () => import('#discounts/controllers/discounts_controller')

router
  .group(() => {
    access.branch(router.get('/discounted/rules', [DiscountsController, 'rules']))
    access.branch(router.post('/discounted/rules', [DiscountsController, 'saveRules']))
    access.branch(router.post('/discounted/generate', [DiscountsController, 'generate']))
  })
  .prefix('/api')
