import { useMemo } from 'react'
import { Select } from '@mantine/core'
import type { Branch } from '../../../lib/branches'

interface BranchSelectProps {
  branches: Branch[] | undefined
  value: string | null
  loading: boolean
  onChange: (code: string | null) => void
}

/** An admin's choice of the branch a branch screen shows. */
export function BranchSelect({ branches, value, loading, onChange }: BranchSelectProps) {
  const options = useMemo(
    () => (branches ?? []).map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` })),
    [branches]
  )
  return (
    <Select
      label="Pobočka"
      placeholder={loading ? 'Načítám pobočky…' : 'Vyberte pobočku'}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      allowDeselect={false}
      nothingFoundMessage="Nic nenalezeno"
      w={{ base: '100%', sm: 360 }}
      data-testid="branch-select"
    />
  )
}
