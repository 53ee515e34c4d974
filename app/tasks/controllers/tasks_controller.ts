import type { HttpContext } from '@adonisjs/core/http'
import User from '#users/models/user'
import { DomainError } from '#core/domain_error'
import { adminTasksContract, listTasks, listTasksOf } from '#tasks/queries/list_tasks'
import { myTasksList } from '#tasks/queries/my_tasks_list'
import { parseListParams, wantsXlsx } from '#core/list_contract'
import { sendListXlsx } from '#core/list_export'
import { adminTasksExport } from '#tasks/queries/admin_tasks_export'
import { answerMemoryList } from '#core/list_memory'
import { listAnswer } from '#core/list_response'
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
  /** The caller's tasks in the screens' order, under the list contract. */
  async my(ctx: HttpContext) {
    return answerMemoryList(ctx, await listTasksOf(ctx.auth.getUserOrFail()), myTasksList)
  }

  /** `?assignedTo=` is the today's-tasks card's fetch; without it, the admin's list. */
  async index(ctx: HttpContext) {
    const { auth, request, response } = ctx
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
    const params = parseListParams(request.qs(), adminTasksContract)
    if (wantsXlsx(request.qs())) {
      const { items } = await listTasks({ ...params, page: null })
      return sendListXlsx(ctx, adminTasksExport, toAsync(items))
    }
    return listAnswer(response, await listTasks(params))
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

async function* toAsync<T>(rows: T[]) {
  yield* rows
}
