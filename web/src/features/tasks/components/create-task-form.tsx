import { useState, type FormEvent } from 'react'
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { DateField } from '../../../components/date-field'
import type { CreateTaskInput } from '../api/create-task'
import type { TaskPriority } from '../task'
import {
  emptyTaskValues,
  toCreateTaskInput,
  type CreateTaskValues,
  type TaskFieldErrors,
} from './create-task-values'
import { priorityOptions } from './task-labels'

interface CreateTaskFormProps {
  saving: boolean
  /** Errors of the last server answer, by field. */
  serverErrors: TaskFieldErrors
  onSubmit: (input: CreateTaskInput) => void
  onCancel: () => void
}

export function CreateTaskForm({ saving, serverErrors, onSubmit, onCancel }: CreateTaskFormProps) {
  const [values, setValues] = useState<CreateTaskValues>(emptyTaskValues)
  const [errors, setErrors] = useState<TaskFieldErrors>({})
  /* Typed text that is no day: the form is not sent with the previous date instead. */
  const [dueDateProblem, setDueDateProblem] = useState<string | null>(null)
  const shown = { ...serverErrors, ...errors }

  const set = <K extends keyof CreateTaskValues>(key: K, value: CreateTaskValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const { input, errors: found } = toCreateTaskInput(values)
    if (dueDateProblem) found.dueDate = dueDateProblem
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(input)
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Nový úkol">
      <Stack gap="md">
        <TextInput
          label="Název"
          name="title"
          withAsterisk
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={shown.title}
          data-autofocus
        />
        <Textarea
          label="Popis"
          name="description"
          autosize
          minRows={3}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={shown.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label="Termín"
            name="dueDate"
            value={values.dueDate || null}
            onChange={(day) => {
              setDueDateProblem(null)
              set('dueDate', day ?? '')
            }}
            onInvalid={setDueDateProblem}
            error={shown.dueDate}
          />
          <Select
            label="Priorita"
            name="priority"
            data={priorityOptions}
            value={values.priority}
            onChange={(value) => set('priority', (value ?? 'medium') as TaskPriority)}
            allowDeselect={false}
            error={shown.priority}
          />
        </SimpleGrid>
        <TextInput
          label="Kódy poboček (oddělené čárkou)"
          name="pharmacyCodes"
          placeholder="např. 1, 2, 5"
          withAsterisk
          value={values.pharmacyCodes}
          onChange={(event) => set('pharmacyCodes', event.currentTarget.value)}
          error={shown.pharmacyCodes}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Zrušit
          </Button>
          <Button type="submit" loading={saving}>
            Vytvořit úkol
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
