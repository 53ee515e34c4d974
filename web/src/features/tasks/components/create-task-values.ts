import type { CreateTaskInput } from '../api/create-task'
import type { TaskPriority } from '../task'

export interface CreateTaskValues {
  title: string
  description: string
  dueDate: string
  priority: TaskPriority
  pharmacyCodes: string
}

export const emptyTaskValues: CreateTaskValues = {
  title: '',
  description: '',
  dueDate: '',
  priority: 'medium',
  pharmacyCodes: '',
}

export type TaskFieldErrors = Partial<Record<keyof CreateTaskValues, string>>

/** The modal's own checks (spec §5); the server checks again and names unknown codes. */
export function toCreateTaskInput(values: CreateTaskValues): {
  input: CreateTaskInput
  errors: TaskFieldErrors
} {
  const pharmacyCodes = values.pharmacyCodes
    .split(/[,;\s]+/)
    .map((code) => code.trim())
    .filter(Boolean)
  const errors: TaskFieldErrors = {}
  if (!values.title.trim()) errors.title = 'Název je povinný.'
  if (pharmacyCodes.length === 0) errors.pharmacyCodes = 'Zadej alespoň jeden pharmacyCode (CSV).'
  return {
    errors,
    input: {
      title: values.title.trim(),
      description: values.description.trim() || null,
      dueDate: values.dueDate || null,
      priority: values.priority,
      pharmacyCodes: [...new Set(pharmacyCodes)],
    },
  }
}
