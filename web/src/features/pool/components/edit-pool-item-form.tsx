import { useMemo, useState } from 'react'
import {
  Badge,
  Box,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { domain } from '../../../../../config/domain'
import { DateField } from '../../../components/date-field'
import { formatDateTime } from '../../../lib/format'
import { STAV_VALUES, itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useBranches } from '../../../lib/branches'
import { PoolItemHistory } from './pool-item-history'
import { toEditValues, toEditedItem, type EditValues } from './edit-values'
import type { EditedPoolItem } from '../api/update-pool-item'

interface EditPoolItemFormProps {
  item: PoolItem
  saving: boolean
  deleting: boolean
  onSave: (item: EditedPoolItem) => void
  onDelete: () => void
  onCancel: () => void
}

/* Czech numbers: `1 234,5`. */
const CZECH_NUMBER = { decimalSeparator: ',', thousandSeparator: ' ', hideControls: true } as const

/**
 * The item in sections of the words staff use: the product, the lot and its quantity, the
 * transfer and the receipt; numbers, the expiry and the branches in typed inputs. History
 * below; the buttons stay in sight at the dialog's foot however far it is scrolled.
 */
export function EditPoolItemForm({ item, saving, deleting, ...actions }: EditPoolItemFormProps) {
  const [values, setValues] = useState<EditValues>(() => toEditValues(item))
  const [expiryProblem, setExpiryProblem] = useState<string | null>(null)
  const set = <K extends keyof EditValues>(key: K, value: EditValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const busy = saving || deleting
  const branches = useBranches()
  const branchOptions = useMemo(() => {
    const options = (branches.data ?? []).map((b) => ({
      value: b.code,
      label: `${b.code} – ${b.name}`,
    }))
    /* A code the firma's list does not have (a branch since removed) stays choosable. */
    for (const code of [item.pharmacyCode, item.targetPharmacyCode]) {
      if (code && !options.some((o) => o.value === code)) options.push({ value: code, label: code })
    }
    return options
  }, [branches.data, item.pharmacyCode, item.targetPharmacyCode])
  const stavOptions = (STAV_VALUES as readonly string[]).includes(values.stav)
    ? [...STAV_VALUES]
    : [values.stav, ...STAV_VALUES].filter(Boolean)
  const text = (key: 'PDK' | 'Název' | 'kodVZP' | 'gtin' | 'Dodavatel' | 'Šarže') => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
  })
  const save = () => {
    if (expiryProblem) return
    actions.onSave(toEditedItem(item, values))
  }

  return (
    <Stack gap="md">
      <Fieldset legend="Přípravek" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <TextInput label="PDK" withAsterisk {...text('PDK')} />
          <TextInput label="Kód SÚKL" {...text('kodVZP')} />
          <TextInput label="GTIN" {...text('gtin')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" mt="xs">
          <TextInput label="Název" withAsterisk {...text('Název')} />
          <TextInput label="Dodavatel" {...text('Dodavatel')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Šarže a množství" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <TextInput label="Šarže" {...text('Šarže')} />
          <DateField
            label="Exspirace"
            value={values.Exspirace}
            onChange={(day) => {
              setExpiryProblem(null)
              set('Exspirace', day)
            }}
            onInvalid={setExpiryProblem}
            testId="edit-expiry"
          />
          <NumberInput
            label="Množství"
            withAsterisk
            min={0}
            decimalScale={3}
            allowNegative={false}
            {...CZECH_NUMBER}
            value={values['Množství']}
            onChange={(value) => set('Množství', value)}
            data-testid="edit-quantity"
          />
          <NumberInput
            label="NCSD"
            title="Nákupní cena s DPH"
            min={0}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            suffix=" Kč"
            {...CZECH_NUMBER}
            value={values.NCSD}
            onChange={(value) => set('NCSD', value)}
            data-testid="edit-ncsd"
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Převod" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <Select
            label="Stav"
            data={stavOptions}
            value={values.stav || null}
            onChange={(value) => set('stav', value ?? '')}
            allowDeselect={false}
            data-testid="edit-stav"
          />
          <Select
            label="Pobočka"
            withAsterisk
            data={branchOptions}
            value={values.pharmacyCode}
            onChange={(value) => set('pharmacyCode', value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage="Nic nenalezeno"
            data-testid="edit-branch"
          />
          <Select
            label="Cílová pobočka"
            placeholder="—"
            data={branchOptions}
            value={values.targetPharmacyCode}
            onChange={(value) => set('targetPharmacyCode', value)}
            searchable
            clearable
            nothingFoundMessage="Nic nenalezeno"
            data-testid="edit-target"
          />
          <NumberInput
            label="Pravděpodobnost"
            min={0}
            max={100}
            decimalScale={0}
            allowNegative={false}
            clampBehavior="strict"
            suffix=" %"
            {...CZECH_NUMBER}
            value={values.probability}
            onChange={(value) => set('probability', value)}
          />
        </SimpleGrid>
        <Textarea
          label="Důvod"
          autosize
          minRows={1}
          maxRows={4}
          mt="xs"
          value={values.duvod}
          onChange={(event) => set('duvod', event.currentTarget.value)}
        />
        {item.prevodkaId && (
          <Text size="sm" mt="xs">
            Převodka: <b>{item.prevodkaId}</b>
          </Text>
        )}
      </Fieldset>

      <Fieldset legend="Příjem" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <NumberInput
            label="Přijaté množství"
            min={0}
            decimalScale={3}
            allowNegative={false}
            {...CZECH_NUMBER}
            value={values.receivedQuantity}
            onChange={(value) => set('receivedQuantity', value)}
          />
          <Select
            label="Důvod rozdílu"
            placeholder="—"
            data={[...domain.RECEIPT_REASONS]}
            value={values.receiptReason}
            onChange={(value) => set('receiptReason', value)}
            clearable
          />
        </SimpleGrid>
      </Fieldset>

      <Group gap="xs">
        {item.lezak && <Badge variant="light">ležák</Badge>}
        {item.ohrozeny && (
          <Badge variant="light" color="orange">
            ohrožený
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          Firma {item.firma} · naposledy změněno {formatDateTime(item.updatedAt)}
        </Text>
      </Group>

      {item.history && item.history.length > 0 && (
        <PoolItemHistory history={item.history} itemId={itemIdOf(item)} />
      )}

      <Box
        data-testid="edit-actions"
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-3)',
          paddingBlock: 'var(--mantine-spacing-sm)',
        }}
      >
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={actions.onCancel} disabled={busy}>
            Zrušit
          </Button>
          <Button color="red" variant="light" onClick={actions.onDelete} disabled={busy}>
            {deleting ? 'Mažu...' : 'Smazat'}
          </Button>
          <Button onClick={save} disabled={busy}>
            {saving ? 'Ukládám...' : 'Uložit'}
          </Button>
        </Group>
      </Box>
    </Stack>
  )
}
