import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'

const TITLE_REQUIRED = 'Název je povinný.'
const CODES_REQUIRED = 'Zadej alespoň jeden pharmacyCode (CSV).'

const createTaskSchema = vine.compile(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(200),
    description: vine.string().trim().maxLength(5000).nullable().optional(),
    /* A calendar day without time; the service checks it is a real date. */
    dueDate: vine
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .optional(),
    priority: vine.enum(['high', 'medium', 'low'] as const).optional(),
    pharmacyCodes: vine
      .array(
        vine
          .string()
          .trim()
          .maxLength(20)
          .regex(/^[A-Za-z0-9]+$/)
      )
      .minLength(1)
      .maxLength(500),
  })
)

const createTaskMessages = czechMessagesProvider(
  {
    'title.required': TITLE_REQUIRED,
    'title.minLength': TITLE_REQUIRED,
    'pharmacyCodes.required': CODES_REQUIRED,
    'pharmacyCodes.minLength': CODES_REQUIRED,
    'pharmacyCodes.array.minLength': CODES_REQUIRED,
    'pharmacyCodes.array.maxLength': 'Úkol lze přidělit nejvýše 500 pobočkám.',
    'pharmacyCodes.array': CODES_REQUIRED,
    'pharmacyCodes.*.regex': 'Kód pobočky smí obsahovat jen písmena a číslice.',
    'dueDate.regex': 'Termín musí být datum ve tvaru RRRR-MM-DD.',
    'priority.enum': 'Priorita musí být high, medium nebo low.',
    'string': 'Pole {{ field }} musí být text.',
    'maxLength': 'Pole {{ field }} smí mít nejvýše {{ max }} {znak|znaky|znaků}.',
  },
  { title: 'název', description: 'popis' }
)

/** `pharmacyCodes` arrives as a JSON array or as the screen's comma-separated text (API.md). */
export function createTaskValidator(body: Record<string, unknown>) {
  const codes = body.pharmacyCodes
  const pharmacyCodes =
    typeof codes === 'string'
      ? codes
          .split(/[,;\s]+/)
          .map((c) => c.trim())
          .filter(Boolean)
      : codes
  return createTaskSchema.validate(
    { ...body, pharmacyCodes },
    { messagesProvider: createTaskMessages }
  )
}

export const completeTaskValidator = vine.compile(vine.object({ done: vine.boolean() }))

export const listTasksValidator = vine.compile(
  vine.object({
    q: vine.string().trim().maxLength(200).optional(),
    pharmacyCode: vine.string().trim().maxLength(20).optional(),
    status: vine.enum(['open', 'in_progress', 'archived']).optional(),
    assignedTo: vine.string().trim().maxLength(20).optional(),
  })
)
