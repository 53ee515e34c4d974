import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import Branch from '#branches/models/branch'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { isCalendarDay } from '#core/calendar'
import { normalizePharmacyCode } from '#core/branch_code'
import Task, { type TaskPriority } from '#tasks/models/task'
import { findTask } from '#tasks/queries/find_task'
import { notifyTasksDueToday } from '#tasks/services/notify_due_tasks'
import { dbNow } from '#core/clock'

export type CreateTaskInput = {
  title: string
  description?: string | null
  /** `YYYY-MM-DD`, a calendar day without time. */
  dueDate?: string | null
  priority?: TaskPriority
  pharmacyCodes: string[]
}

type Actor = { id: number; firma: string | null }

/** An admin assigns a task to branches of their firma; unknown branch codes are refused. */
export async function createTask(actor: Actor, input: CreateTaskInput) {
  const firma = actor.firma ?? domain.DEFAULT_FIRMA
  const codes = [...new Set(input.pharmacyCodes.map((c) => normalizePharmacyCode(c)!))]
  const known = await Branch.query().where('firma', firma).whereIn('code', codes).select('code')
  const unknown = codes.filter((c) => !known.some((b) => b.code === c))
  if (unknown.length > 0) {
    throw DomainError.invalid('UNKNOWN_BRANCH', `Neznámé kódy poboček: ${unknown.join(', ')}.`)
  }

  const dueDate = input.dueDate ? DateTime.fromISO(input.dueDate, { zone: 'utc' }) : null
  if (dueDate && (!dueDate.isValid || !isCalendarDay(input.dueDate!))) {
    throw DomainError.invalid('INVALID_DATE', 'Termín musí být platné datum ve tvaru RRRR-MM-DD.')
  }

  const id = await db.transaction(async (trx) => {
    const task = await Task.create(
      {
        firma,
        title: input.title,
        description: input.description || null,
        dueDate,
        priority: input.priority ?? 'medium',
        status: 'open',
        createdBy: actor.id,
      },
      { client: trx }
    )
    await task
      .related('assignments')
      .createMany(codes.map((pharmacyCode, position) => ({ pharmacyCode, position })))
    /* A task due today is announced now; later due days by the morning job. */
    await notifyTasksDueToday(trx, await dbNow(), task.id)
    await recordAudit(
      {
        action: 'tasks.create',
        entity: 'task',
        entityId: task.id,
        after: { title: task.title, dueDate: input.dueDate ?? null, pharmacyCodes: codes },
      },
      trx
    )
    return task.id
  })
  return findTask(id)
}
