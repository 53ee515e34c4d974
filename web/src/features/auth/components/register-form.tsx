import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { ApiError } from '../../../lib/api-client'
import {
  emailProblem,
  serverFieldErrors,
  useFieldErrors,
  whenBlank,
} from '../../../lib/field-errors'
import { register, type RegisterInput } from '../api/register'

interface RegisterFormProps {
  onSuccess: () => void
}

const empty: RegisterInput = { username: '', email: '', password: '' }

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterInput>(empty)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<{ serverMessage?: string } | null>(null)
  const submittingRef = useRef(false)
  const fields = useFieldErrors()

  const field = (name: keyof RegisterInput) => ({
    name,
    required: true,
    value: values[name],
    error: fields.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [name]: value }))
      fields.clear(name)
    },
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submittingRef.current) return
    const valid = fields.show({
      username: whenBlank(values.username, 'Vyplňte uživatelské jméno.'),
      email: emailProblem(values.email, 'Vyplňte e-mail.'),
      password: whenBlank(values.password, 'Vyplňte heslo.'),
    })
    if (!valid) return
    submittingRef.current = true
    setSubmitting(true)
    setFailure(null)
    try {
      await register({ ...values, username: values.username.trim(), email: values.email.trim() })
      onSuccess()
    } catch (error) {
      setFailure({ serverMessage: error instanceof ApiError ? error.serverMessage : undefined })
      fields.show(serverFieldErrors(error))
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return (
    <form ref={fields.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            Registrace se nezdařila. Možná uživatel existuje.
            {failure.serverMessage && (
              <Text size="sm" mt={4}>
                {failure.serverMessage}
              </Text>
            )}
          </Alert>
        )}
        <TextInput label="Uživatelské jméno" autoComplete="username" {...field('username')} />
        <TextInput label="E-mail" type="email" autoComplete="email" {...field('email')} />
        <PasswordInput
          label="Heslo"
          autoComplete="new-password"
          {...field('password')}
          /* Mantine marks only the wrapper of a password field invalid, not the input. */
          aria-invalid={Boolean(fields.errors.password)}
        />
        <Button type="submit" fullWidth mt="xs" loading={submitting}>
          Zaregistrovat
        </Button>
      </Stack>
    </form>
  )
}
