import { Paper, Stack } from '@mantine/core'
import { PriceListCurrent } from '../components/price-list-current'
import { PriceListHistory } from '../components/price-list-history'
import { PriceListUploadForm } from '../components/price-list-upload-form'
import { priceListKinds, type PriceListKind } from '../price-list'
import { PageTitle } from '../../../components/page-title'

/** Admin upload of the action leaflet or of the reimbursement list, with what is stored. */
export function PriceListUploadPage({ kind }: { kind: PriceListKind }) {
  return (
    <Stack gap="lg">
      <PageTitle>{priceListKinds[kind].title}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <PriceListUploadForm kind={kind} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <PriceListCurrent kind={kind} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <PriceListHistory kind={kind} />
      </Paper>
    </Stack>
  )
}
