import { DomainError } from '#core/domain_error'
import type Task from '#tasks/models/task'

type Actor = { id: number; role: string; firma: string | null; pharmacyCode: string | null }

/**
 * A branch user works only on tasks assigned to their branch; an admin on any. Another
 * branch's task answers as one that does not exist (issue #22: ids cannot be probed).
 */
export function assertMayWorkOn(actor: Actor, task: Task) {
  if (actor.role === 'admin') return
  const assigned = task.assignments.some((a) => a.pharmacyCode === actor.pharmacyCode)
  if (!actor.pharmacyCode || task.firma !== actor.firma || !assigned) {
    throw DomainError.notFound('Úkol nenalezen.')
  }
}

/** `?assignedTo=` names the caller (`me` or their own id); only an admin may ask for others. */
export function assertMayListFor(actor: Actor, assignedTo: string) {
  if (actor.role === 'admin' || assignedTo === 'me' || assignedTo === String(actor.id)) return
  throw DomainError.forbidden('Úkoly jiného uživatele vidí jen administrátor.')
}

/** The unfiltered task list is the admin's task management. */
export function assertMayListAll(actor: Actor) {
  if (actor.role !== 'admin') throw DomainError.forbidden()
}
