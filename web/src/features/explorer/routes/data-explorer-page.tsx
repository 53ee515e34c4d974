import { useMemo, useState, type FormEvent } from 'react'
import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core'
import { useSearchParams } from 'react-router-dom'
import { PageTitle } from '../../../components/page-title'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import {
  COLLECTIONS,
  SEARCH_PATH,
  useSearchCollection,
  type Collection,
  type SearchInput,
} from '../api/search-collection'
import { explorerColumns } from '../components/explorer-columns'
import { excelFileName } from '../../../../../contracts/lists/list'
import { explorerLists } from '../../../../../contracts/lists/explorer'

/* The submitted search lives in the URL beside the list's own state, so a reload keeps it. */
const COLLECTION_PARAM = 'kolekce'
const QUERY_PARAM = 'hledat'
const LIST_PARAMS = ['page', 'sort', 'dir', 'q']
const SEARCH_IN_RESULTS = { label: 'Hledat ve výsledcích' }

const isCollection = (value: string | null): value is Collection =>
  COLLECTIONS.includes(value as Collection)

function useSubmittedSearch(): [SearchInput, (input: SearchInput) => void] {
  const [params, setParams] = useSearchParams()
  const collection = params.get(COLLECTION_PARAM)
  const submitted = {
    collection: isCollection(collection) ? collection : 'poolitems',
    query: params.get(QUERY_PARAM)?.trim() ?? '',
  }
  /* A new search starts on its first page, unsorted (another collection has other fields). */
  const submit = (input: SearchInput) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const name of LIST_PARAMS) next.delete(name)
      next.set(COLLECTION_PARAM, input.collection)
      next.set(QUERY_PARAM, input.query)
      return next
    })
  return [submitted, submit]
}

/** Admin look into the imported data: one collection, one search text, paged by the server. */
export function DataExplorerPage() {
  const [submitted, submit] = useSubmittedSearch()
  const [collection, setCollection] = useState<Collection>(submitted.collection)
  const [query, setQuery] = useState(submitted.query)
  const list = useListState()
  const search = useSearchCollection(submitted, list.state)
  const searching = search.isFetching && (search.isPending || search.isPlaceholderData)
  /* The columns are those of the collection on screen, also while another one loads. */
  const shown = search.data?.collection ?? submitted.collection
  const columns = useMemo(() => explorerColumns(shown), [shown])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const text = query.trim()
    if (!text || searching) return
    if (text === submitted.query && collection === submitted.collection) void search.refetch()
    else submit({ collection, query: text })
  }

  return (
    <Stack gap="lg">
      <PageTitle>Admin Data Explorer</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit}>
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
              miw={{ base: '100%', sm: 240 }}
            />
            <Button type="submit" disabled={searching}>
              {searching ? 'Hledám...' : 'Vyhledat'}
            </Button>
          </Group>
        </form>
      </Paper>
      {submitted.query !== '' && (
        <Paper withBorder p="lg" radius="md">
          <ServerTable
            list={list}
            query={search}
            columns={columns}
            getRowId={(_, index) => String(index)}
            rowTestId="explorer-row"
            emptyText="Žádné výsledky."
            errorText={messageOf(search.error, 'Vyhledávání se nezdařilo.')}
            search={SEARCH_IN_RESULTS}
            totalText={(total) => `Nalezeno: ${total}`}
            toolbar={
              <ListExportButton
                path={SEARCH_PATH}
                state={list.state}
                requestBody={submitted}
                fileName={excelFileName(explorerLists[submitted.collection])}
              />
            }
            /* Ten columns of Czech headers fit a 1366 px laptop beside the menu (issue #25). */
            minWidth={Math.max(640, columns.length * 88)}
            fitToWidth={false}
            testId="explorer-results"
          />
        </Paper>
      )}
    </Stack>
  )
}
