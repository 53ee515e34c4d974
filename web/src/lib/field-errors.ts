import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from './api-client'

/** Messages by field name (the input's `name`). */
export type FieldErrors = Partial<Record<string, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** `message` when the text is empty (spaces count as empty). */
export function whenBlank(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message
}

/** A required e-mail: `blank` when empty, a Czech sentence when it is not an address. */
export function emailProblem(value: string, blank: string): string | undefined {
  if (!value.trim()) return blank
  return EMAIL.test(value.trim()) ? undefined : 'Zadejte platnou e-mailovou adresu.'
}

/** The server's 422 answer by field (`{ errors: [{ field, message }] }`). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]))
}

/**
 * Errors shown in Czech under their fields instead of the browser's bubbles (the form has
 * `noValidate`): Mantine's `error` prop marks the input `aria-invalid` and ties the message
 * to it with `aria-describedby`. `show` sets them, moves focus to the first invalid field
 * of the form and says whether there were none.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const show = useCallback((found: FieldErrors) => {
    const present = Object.fromEntries(Object.entries(found).filter(([, message]) => message))
    setErrors(present)
    const valid = Object.keys(present).length === 0
    if (!valid) setFocusRequest((n) => n + 1)
    return valid
  }, [])

  /** Forgets one field's error once its value changes. */
  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!current[field]) return current
      const { [field]: _removed, ...rest } = current
      return rest
    })
  }, [])

  return { formRef, errors, show, clear }
}
