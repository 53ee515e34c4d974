import { useMemo, useState } from 'react'
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import { useDebouncedValue } from '@mantine/hooks'
import type { BranchRef } from '../../../lib/branch-ref'
import { searchableQuery, useMedicineSearch } from '../api/search-medicines'
import { failureText, medicineName, texts, type Medicine } from '../watchlist'
import { surchargeColumns } from './surcharge-columns'
import { watchlistItemsList } from '../../../../../contracts/lists/watchlists'
import { ListTable } from '../../../components/list-table'

const TYPING_PAUSE_MS = 300

const column = createColumnHelper<Medicine>()
const { headers } = watchlistItemsList

interface MedicineSearchProps {
  branch: BranchRef
  /** SÚKL codes already in the watchlist. */
  present: ReadonlySet<string>
  adding: string | null
  onAdd: (medicine: Medicine) => void
}

/** Medicines of the current úhrady list by name or SÚKL code, each with an add button. */
export function MedicineSearch({ branch, present, adding, onAdd }: MedicineSearchProps) {
  const [q, setQ] = useState('')
  const [debounced] = useDebouncedValue(q, TYPING_PAUSE_MS)
  const search = useMedicineSearch(branch, debounced)
  const tooShort = q.trim() !== '' && !searchableQuery(q)
  const results = searchableQuery(debounced) ? search.data : undefined
  const columns = useMemo(
    () => [
      column.accessor('sukl', { header: headers.sukl }),
      column.accessor(medicineName, { id: 'nazev', header: headers.nazev }),
      ...surchargeColumns<Medicine>(),
      column.display({
        id: 'add',
        header: '',
        cell: ({ row: { original: medicine } }) => (
          <Button
            size="xs"
            variant="light"
            disabled={present.has(medicine.sukl)}
            loading={adding === medicine.sukl}
            onClick={() => onAdd(medicine)}
            data-testid="add-button"
          >
            {present.has(medicine.sukl) ? 'Ve watchlistu' : 'Přidat'}
          </Button>
        ),
      }),
    ],
    [present, adding, onAdd]
  )

  return (
    <Stack gap="sm">
      <TextInput
        label="Hledat přípravek"
        placeholder="Název nebo SÚKL kód (alespoň 2 znaky)"
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        w="100%"
        maw={420}
        data-testid="medicine-search"
      />
      {tooShort && <Text c="dimmed">Zadejte alespoň 2 znaky.</Text>}
      {!tooShort && searchableQuery(debounced) && search.isPending && (
        <Text c="dimmed">Hledám…</Text>
      )}
      {search.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(search.error, texts.searchFailed)}
        </Alert>
      )}
      {results && results.length === 0 && (
        <Text c="dimmed" data-testid="search-empty">
          Nic nenalezeno.
        </Text>
      )}
      {results && results.length > 0 && (
        <ListTable
          data={results}
          columns={columns}
          getRowId={(medicine) => medicine.sukl}
          rowTestId="search-row"
          testId="search-results"
          minWidth={860}
        />
      )}
    </Stack>
  )
}
