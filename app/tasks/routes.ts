import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const TasksController = () => import('#tasks/controllers/tasks_controller')

router
  .group(() => {
    access.signedIn(router.get('/tasks/my', [TasksController, 'my']))
    access.signedIn(router.get('/tasks', [TasksController, 'index']))
    access.admin(router.post('/tasks', [TasksController, 'store']))
    access.signedIn(router.get('/tasks/:id', [TasksController, 'show']))
    access.signedIn(router.put('/tasks/:id/complete', [TasksController, 'complete']))
    access.admin(router.delete('/tasks/:id', [TasksController, 'archive']))
  })
  .prefix('/api')
