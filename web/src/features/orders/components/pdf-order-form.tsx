import type { ReactNode } from 'react'
import { Alert, Button, Group, Select, Stack } from '@mantine/core'
import { usePdfTab, type Generate } from './use-pdf-tab'

interface OrderSelectProps {
  label: string
  data: { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  testId: string
  w?: number
}

/** One of an order form's choices (the supplier, the months of stock): never empty. */
export function OrderSelect({ label, data, value, onChange, testId, w }: OrderSelectProps) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      w={w}
      data-testid={testId}
    />
  )
}

interface PdfOrderFormProps<T> {
  /** The proposal's mutation (api/), which answers the PDF. */
  mutation: { mutate: Generate<T>; isPending: boolean }
  /** What the button asks for: the form's values. */
  input: T
  generateTestId: string
  /** The form's fields. */
  children: ReactNode
}

/**
 * An order screen's form: its fields, then the button that opens the proposal's PDF in a
 * new tab (usePdfTab) and the error when it cannot.
 */
export function PdfOrderForm<T>({
  mutation,
  input,
  generateTestId,
  children,
}: PdfOrderFormProps<T>) {
  const tab = usePdfTab(mutation.mutate)
  return (
    <Stack gap="md" maw={560}>
      {children}
      {tab.error && (
        <Alert color="red" variant="light" role="alert" data-testid="order-error">
          {tab.error}
        </Alert>
      )}
      <Group>
        <Button
          loading={mutation.isPending}
          onClick={() => tab.run(input)}
          data-testid={generateTestId}
        >
          Vygenerovat PDF
        </Button>
      </Group>
    </Stack>
  )
}
