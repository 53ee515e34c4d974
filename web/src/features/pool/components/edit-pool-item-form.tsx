import { useState } from 'react'
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { STAV_VALUES, itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { PoolItemHistory } from './pool-item-history'
import { editableFields, toEditValues, toEditedItem } from './edit-values'

const STAV_OPTIONS = [...STAV_VALUES]

interface EditPoolItemFormProps {
  item: PoolItem
  saving: boolean
  deleting: boolean
  onSave: (item: PoolItem) => void
  onDelete: () => void
  onCancel: () => void
}

/** Every field of the item as text, stav as a choice; history below when there is some. */
export function EditPoolItemForm({ item, saving, deleting, ...actions }: EditPoolItemFormProps) {
  const [values, setValues] = useState(() => toEditValues(item))
  const set = (key: string, value: string) => setValues((current) => ({ ...current, [key]: value }))
  const busy = saving || deleting
  const stavOptions = STAV_OPTIONS.includes(values.stav as (typeof STAV_VALUES)[number])
    ? STAV_OPTIONS
    : [values.stav, ...STAV_OPTIONS].filter(Boolean)

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {editableFields(item).map((key) =>
          key === 'stav' ? (
            <Select
              key={key}
              label="stav"
              data={stavOptions}
              value={values.stav || null}
              onChange={(value) => set('stav', value ?? '')}
              allowDeselect={false}
              data-testid="edit-stav"
            />
          ) : (
            <TextInput
              key={key}
              label={key}
              value={values[key] ?? ''}
              onChange={(event) => set(key, event.currentTarget.value)}
            />
          )
        )}
      </SimpleGrid>
      {item.history?.length > 0 && (
        <PoolItemHistory history={item.history} itemId={itemIdOf(item)} />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={actions.onCancel} disabled={busy}>
          Zrušit
        </Button>
        <Button color="red" variant="light" onClick={actions.onDelete} disabled={busy}>
          {deleting ? 'Mažu...' : 'Smazat'}
        </Button>
        <Button onClick={() => actions.onSave(toEditedItem(item, values))} disabled={busy}>
          {saving ? 'Ukládám...' : 'Uložit'}
        </Button>
      </Group>
    </Stack>
  )
}
