import { useState, type FormEvent } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useCreateWatchlist } from '../api/create-watchlist'
import { failureText, texts, watchlistFormErrors } from '../watchlist'

interface CreateWatchlistFormProps {
  branch: BranchRef
  onSuccess: (message: string) => void
  onFailure: (message: string) => void
}

/** Name (required) and an optional e-mail the list can be sent to. */
export function CreateWatchlistForm({ branch, onSuccess, onFailure }: CreateWatchlistFormProps) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})
  const create = useCreateWatchlist(branch)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (create.isPending) return
    const found = watchlistFormErrors({ name, email })
    setErrors(found)
    if (found.name || found.email) {
      onFailure(`${texts.createFailed} ${found.name ?? found.email}`)
      return
    }
    create.mutate(
      { name: name.trim(), email: email.trim() || null },
      {
        onSuccess: () => {
          setName('')
          setEmail('')
          onSuccess(texts.created)
        },
        onError: (error) => onFailure(failureText(error, texts.createFailed)),
      }
    )
  }

  return (
    <form onSubmit={submit} aria-label="Nový watchlist" noValidate>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label="Název"
          placeholder="např. Kardiologie MUDr. Nováková"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          withAsterisk
          w={320}
          data-testid="watchlist-name"
        />
        <TextInput
          label="E-mail (nepovinné)"
          type="email"
          placeholder="lekar@example.cz"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          w={280}
          data-testid="watchlist-email"
        />
        <Button type="submit" mt={25} loading={create.isPending} data-testid="watchlist-create">
          Vytvořit
        </Button>
      </Group>
    </form>
  )
}
