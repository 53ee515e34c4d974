import { useState, type FormEvent } from 'react'
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import { COLLECTIONS, useSearchCollection, type Collection } from '../api/search-collection'
import { ExplorerResults } from '../components/explorer-results'

/** Admin look into the imported data: one collection, one search text, up to 100 records. */
export function DataExplorerPage() {
  const [collection, setCollection] = useState<Collection>('poolitems')
  const [query, setQuery] = useState('')
  const search = useSearchCollection()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = query.trim()
    if (!text || search.isPending) return
    search.mutate({ collection, query: text })
  }

  return (
    <Stack gap="lg">
      <Title order={2}>Admin Data Explorer</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <Select
              label="Kolekce"
              data={COLLECTIONS}
              value={collection}
              onChange={(value) => value && setCollection(value as Collection)}
              allowDeselect={false}
              w={180}
              data-testid="explorer-collection"
            />
            <TextInput
              label="Hledaný text"
              placeholder="Hledat podle názvu, PDK nebo šarže…"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              style={{ flex: 1 }}
              miw={240}
            />
            <Button type="submit" disabled={search.isPending}>
              {search.isPending ? 'Hledám...' : 'Vyhledat'}
            </Button>
          </Group>
        </form>
      </Paper>
      {search.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(search.error, 'Vyhledávání se nezdařilo.')}
        </Alert>
      )}
      {search.data && (
        <Stack gap="xs">
          {search.data.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="explorer-count">
              Nalezeno: {search.data.length}
            </Text>
          )}
          <ExplorerResults records={search.data} />
        </Stack>
      )}
    </Stack>
  )
}
