import { useState, type FormEvent } from 'react'
import { Alert, Button, FileInput, Group, Stack } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { formatNumber } from '../../../lib/format'
import { useUploadVouchers } from '../api/upload-vouchers'
import { NO_FILE, voucherUploadErrorText } from '../vouchers'

type Outcome = { kind: 'success' | 'error'; text: string }

/** One xls/xlsx export of vouchers; required. */
export function VoucherUploadForm({ branch }: { branch: BranchRef }) {
  const upload = useUploadVouchers(branch)
  const [file, setFile] = useState<File | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setOutcome({ kind: 'error', text: NO_FILE })
    setOutcome(null)
    upload.mutate(file, {
      onSuccess: (result) => {
        setFile(null)
        setOutcome({
          kind: 'success',
          text: `${result.message} Počet poukázek: ${formatNumber(result.count)}.`,
        })
      },
      onError: (error) => setOutcome({ kind: 'error', text: voucherUploadErrorText(error) }),
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <FileInput
          label="Soubor s poukázkami (xls, xlsx)"
          placeholder="Vyberte soubor"
          accept=".xls,.xlsx"
          value={file}
          onChange={(next) => {
            setFile(next)
            setOutcome(null)
          }}
          clearable
          withAsterisk
          disabled={upload.isPending}
          data-testid="voucher-file"
        />
        {outcome && (
          <Alert
            color={outcome.kind === 'success' ? 'teal' : 'red'}
            variant="light"
            role={outcome.kind === 'success' ? 'status' : 'alert'}
            data-testid={outcome.kind === 'success' ? 'upload-success' : 'upload-error'}
          >
            {outcome.text}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={upload.isPending} data-testid="voucher-submit">
            Nahrát poukázky
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
