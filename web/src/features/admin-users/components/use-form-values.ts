import { useCallback, useState, type ChangeEvent } from 'react'

/** Text-field state for the small admin forms: values plus an input binder. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial)

  const bind = useCallback(
    (name: keyof T) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value
        setValues((current) => ({ ...current, [name]: value }))
      },
    }),
    [values]
  )

  const set = useCallback((name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
  }, [])

  const reset = useCallback(() => setValues(initial), [initial])

  return { values, bind, set, reset }
}
