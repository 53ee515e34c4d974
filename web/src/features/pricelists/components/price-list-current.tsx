import { Alert, SimpleGrid, Stack, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format'
import { usePriceListMeta } from '../api/get-price-list-meta'
import { priceListKinds, type PriceListKind, type PriceListMeta } from '../price-list'
import { SectionTitle } from '../../../components/section-title'

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  )
}

function validity(meta: PriceListMeta, withValidTo: boolean) {
  const from = formatDate(meta.validFrom)
  return withValidTo ? `${from} – ${formatDate(meta.validTo)}` : `od ${from}`
}

/** The list in force: validity, source, when it was saved and how many rows it holds. */
export function PriceListCurrent({ kind }: { kind: PriceListKind }) {
  const texts = priceListKinds[kind]
  const current = usePriceListMeta(kind)
  const meta = current.data?.meta ?? null
  return (
    <Stack gap="sm" data-testid="price-list-current">
      <SectionTitle>{texts.currentTitle}</SectionTitle>
      {current.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(current.error, 'Nepodařilo se načíst údaje o nahraném souboru.')}
        </Alert>
      ) : current.isPending ? (
        <Text c="dimmed">Načítání…</Text>
      ) : meta ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Field label="Platnost" value={validity(meta, texts.withValidTo)} />
          <Field label="Zdroj" value={meta.source} />
          <Field label="Uloženo" value={formatDateTime(meta.savedAt)} />
          <Field label="Počet řádků" value={formatNumber(meta.rows)} />
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{texts.nothingYet}</Text>
      )}
    </Stack>
  )
}
