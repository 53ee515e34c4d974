import type { HttpContext } from '@adonisjs/core/http'
import User from '#users/models/user'
import { DomainError } from '#core/domain_error'
import { listTasks, listTasksOf } from '#tasks/queries/list_tasks'
import { findTask } from '#tasks/queries/find_task'
import { taskView } from '#tasks/queries/task_views'
import { assertMayListAll, assertMayListFor, assertMayWorkOn } from '#tasks/policies/task_policy'
import {
  completeTaskValidator,
  createTaskValidator,
  listTasksValidator,
} from '#tasks/validators/task_validators'
import { createTask } from '#tasks/services/create_task'
import { completeTask } from '#tasks/services/complete_task'
import { archiveTask } from '#tasks/services/archive_task'

export default class TasksController {
  async my({ auth }: HttpContext) {
    return listTasksOf(auth.getUserOrFail())
  }

  /** `?assignedTo=` is the today's-tasks card's fetch; without it, the admin's list. */
  async index({ auth, request }: HttpContext) {
    const actor = auth.getUserOrFail()
    const filter = await listTasksValidator.validate(request.qs())
    if (filter.assignedTo) {
      assertMayListFor(actor, filter.assignedTo)
      const viewer = ['me', String(actor.id)].includes(filter.assignedTo)
        ? actor
        : await User.find(Number(filter.assignedTo) || 0)
      if (!viewer) throw DomainError.notFound('Uživatel nenalezen.')
      return listTasksOf(viewer)
    }
    assertMayListAll(actor)
    return listTasks(filter)
  }

  async show({ auth, params }: HttpContext) {
    const actor = auth.getUserOrFail()
    const task = await findTask(params.id)
    assertMayWorkOn(actor, task)
    return taskView(task, actor.pharmacyCode)
  }

  async store({ auth, request, response }: HttpContext) {
    const input = await createTaskValidator(request.body())
    const task = await createTask(auth.getUserOrFail(), input)
    return response.created(taskView(task))
  }

  async complete({ auth, params, request }: HttpContext) {
    const actor = auth.getUserOrFail()
    const { done } = await request.validateUsing(completeTaskValidator)
    return taskView(await completeTask(actor, params.id, done), actor.pharmacyCode)
  }

  async archive({ params }: HttpContext) {
    return taskView(await archiveTask(params.id))
  }
}
