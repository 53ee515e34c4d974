import { useMemo, useState } from 'react'
import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core'
import { Link, useParams } from 'react-router-dom'
import { normalizeFirma, normalizePharmacyCode } from '../../../../../app/core/branch_code'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { useScreenTitle } from '../../../lib/screen-title'
import { useFeedback } from '../../../lib/use-feedback'
import { useAddItem } from '../api/add-item'
import { useRemoveItem } from '../api/remove-item'
import { useResolvedWatchlist } from '../api/resolve-watchlist'
import { useSetBezDoplatku } from '../api/set-bez-doplatku'
import { MedicineSearch } from '../components/medicine-search'
import { WatchlistItemsTable } from '../components/watchlist-items-table'
import { WatchlistToolbar } from '../components/watchlist-toolbar'
import { failureText, medicineName, texts, type Medicine, type ResolvedItem } from '../watchlist'
import { PageTitle } from '../../../components/page-title'

/** One watchlist (firma, pharmacyCode and id from the route): items, search, PDF, e-mail. */
export function WatchlistDetailPage() {
  const params = useParams()
  const branch = useMemo(
    () => ({
      firma: normalizeFirma(params.firma) ?? '',
      pharmacyCode: normalizePharmacyCode(params.pharmacyCode) ?? '',
    }),
    [params.firma, params.pharmacyCode]
  )
  const id = params.id ?? ''
  const detail = useResolvedWatchlist(branch, id)
  const add = useAddItem(branch, id)
  const toggle = useSetBezDoplatku(branch, id)
  const remove = useRemoveItem(branch, id)
  const { feedback, success, failure, clear } = useFeedback()
  const [busy, setBusy] = useState<string | null>(null)

  const watchlist = detail.data
  useScreenTitle(watchlist?.name)
  const present = useMemo(() => new Set(watchlist?.items.map((i) => i.sukl)), [watchlist])
  const back = `${paths.watchlists}?pharmacyCode=${encodeURIComponent(branch.pharmacyCode)}`

  const onAdd = (medicine: Medicine) => {
    const already = present.has(medicine.sukl)
    add.mutate(medicine.sukl, {
      onSuccess: () =>
        success(
          already ? texts.alreadyThere(medicineName(medicine)) : texts.added(medicineName(medicine))
        ),
      onError: (error) => failure(failureText(error, texts.addFailed)),
    })
  }
  const onToggle = (item: ResolvedItem, value: boolean) => {
    setBusy(item.sukl)
    toggle.mutate(
      { sukl: item.sukl, value },
      {
        onError: (error) => failure(failureText(error, texts.toggleFailed)),
        onSettled: () => setBusy(null),
      }
    )
  }
  const onRemove = (item: ResolvedItem) => {
    setBusy(item.sukl)
    remove.mutate(item.sukl, {
      onSuccess: () => success(texts.removed(medicineName(item))),
      onError: (error) => failure(failureText(error, texts.removeFailed)),
      onSettled: () => setBusy(null),
    })
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back} size="sm">
        Zpět na sledované léky
      </Anchor>
      {!watchlist && <PageTitle>Detail sledovaného seznamu</PageTitle>}
      <FeedbackAlert feedback={feedback} onClose={clear} />
      {detail.isPending && <Text c="dimmed">Načítání…</Text>}
      {detail.isError &&
        (detail.error instanceof ApiError && detail.error.status === 404 ? (
          <Alert color="red" variant="light" role="alert" data-testid="not-found">
            {texts.notFound}
          </Alert>
        ) : (
          <Alert color="red" variant="light" role="alert">
            {failureText(detail.error, texts.detailFailed)}
          </Alert>
        ))}
      {watchlist && (
        <>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <PageTitle>{watchlist.name}</PageTitle>
              <Text size="sm" c="dimmed">
                Pobočka {watchlist.pharmacyCode} · E-mail: {watchlist.email ?? '—'} · Seznam úhrad:{' '}
                {watchlist.priceList
                  ? `platný od ${formatDate(watchlist.priceList.validFrom)}`
                  : 'není nahrán'}
              </Text>
            </Stack>
            <WatchlistToolbar
              branch={branch}
              watchlist={watchlist}
              onSuccess={success}
              onFailure={failure}
            />
          </Group>
          <Paper withBorder p="lg" radius="md">
            <WatchlistItemsTable
              items={watchlist.items}
              busy={busy}
              onToggle={onToggle}
              onRemove={onRemove}
            />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <MedicineSearch
              branch={branch}
              present={present}
              adding={add.isPending ? (add.variables ?? null) : null}
              onAdd={onAdd}
            />
          </Paper>
        </>
      )}
    </Stack>
  )
}
