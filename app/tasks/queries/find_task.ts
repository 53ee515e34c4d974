import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#core/domain_error'
import Task from '#tasks/models/task'
import { isDbId } from '#core/db_id'

export async function findTask(id: string | number, trx?: TransactionClientContract) {
  if (!isDbId(id)) throw DomainError.notFound('Úkol nenalezen.')
  const task = await Task.query({ client: trx }).where('id', id).preload('assignments').first()
  if (!task) throw DomainError.notFound('Úkol nenalezen.')
  return task
}
