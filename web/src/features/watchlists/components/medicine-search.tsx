import { useState } from 'react'
import { Alert, Button, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { BranchRef } from '../../../lib/branch-ref'
import { searchableQuery, useMedicineSearch } from '../api/search-medicines'
import { failureText, medicineName, texts, type Medicine } from '../watchlist'
import { amount } from './amount'
import { TableScroll } from '../../../components/table-scroll'

const TYPING_PAUSE_MS = 300

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
        <TableScroll minWidth={860}>
          <Table striped verticalSpacing={4} data-testid="search-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SÚKL</Table.Th>
                <Table.Th>Název</Table.Th>
                <Table.Th ta="right">Doplatek (Kč)</Table.Th>
                <Table.Th ta="right">Do limitu (Kč)</Table.Th>
                <Table.Th ta="right">Zvýšená úhrada (Kč)</Table.Th>
                <Table.Th ta="right">Zvýšená do limitu (Kč)</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((medicine) => (
                <Table.Tr key={medicine.sukl} data-testid="search-row" data-row-id={medicine.sukl}>
                  <Table.Td>{medicine.sukl}</Table.Td>
                  <Table.Td>{medicineName(medicine)}</Table.Td>
                  <Table.Td ta="right">{amount(medicine.doplatekPacientaZK)}</Table.Td>
                  <Table.Td ta="right">{amount(medicine.doplatekPacientaLimitZK)}</Table.Td>
                  <Table.Td ta="right">{amount(medicine.doplatekZvysenaZK)}</Table.Td>
                  <Table.Td ta="right">{amount(medicine.doplatekZvysenaLimitZK)}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  )
}
