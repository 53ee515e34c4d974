import { Button, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { czPlural, type CzechForms } from '../../../../../app/core/czech_plural'
import { formatMoney, formatNumber } from '../../../lib/format'

/* Above this many items a bulk action asks once before it runs (issue #25). */
export const BULK_CONFIRM_ABOVE = 50

/** "Potvrdit 1 položku", "… 3 položky", "… 5 položek". */
const ITEMS_TO: CzechForms = ['položku', 'položky', 'položek']
const ITEMS: CzechForms = ['položka', 'položky', 'položek']

export const itemsTo = (count: number) => `${formatNumber(count)} ${czPlural(count, ITEMS_TO)}`
export const items = (count: number) => `${formatNumber(count)} ${czPlural(count, ITEMS)}`

interface BulkActionButtonProps {
  /** The verb: `Potvrdit`, `Vychystat`. */
  verb: string
  count: number
  /** What the items are worth (quantity × NCSD); null while it is not known. */
  value: number | null
  /** The dialog's sentence above BULK_CONFIRM_ABOVE items, naming what happens. */
  question: string
  disabled?: boolean
  loading?: boolean
  onRun: () => void
  testId: string
}

/** The button's words: "Potvrdit 1 200 položek · 1 234 567,00 Kč". */
export function bulkLabel(verb: string, count: number, value: number | null) {
  const head = `${verb} ${itemsTo(count)}`
  return value === null ? head : `${head} · ${formatMoney(value)}`
}

type BulkRun = Pick<BulkActionButtonProps, 'verb' | 'count' | 'question' | 'onRun'>

/**
 * Runs a bulk action, for more than BULK_CONFIRM_ABOVE items after one question in the
 * product's own dialog (the button and its keyboard shortcut alike).
 */
export function askThenRun({ verb, count, question, onRun }: BulkRun) {
  if (count === 0) return
  if (count <= BULK_CONFIRM_ABOVE) return onRun()
  modals.openConfirmModal({
    title: `${verb} ${itemsTo(count)}?`,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: bulkLabel(verb, count, null), cancel: 'Zrušit' },
    confirmProps: { 'data-testid': 'bulk-confirm-yes' } as Record<string, string>,
    cancelProps: { 'data-testid': 'bulk-confirm-no' } as Record<string, string>,
    onConfirm: onRun,
  })
}

/**
 * A bulk action that says what it does (issue #25): the count and the value on the
 * button, and for more than BULK_CONFIRM_ABOVE items one question before anything is sent.
 */
export function BulkActionButton(props: BulkActionButtonProps) {
  const { verb, count, value } = props
  return (
    <Button
      onClick={() => askThenRun(props)}
      disabled={props.disabled || count === 0}
      loading={props.loading}
      data-testid={props.testId}
    >
      {bulkLabel(verb, count, value)}
    </Button>
  )
}
