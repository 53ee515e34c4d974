import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { UploadProgress } from '../../../components/upload-progress'
import type { BranchRef } from '../../../lib/branch-ref'
import { useFieldErrors } from '../../../lib/field-errors'
import { formatNumber } from '../../../lib/format'
import { isUploadRunning, reasonRows } from '../../../lib/sheet-upload'
import { useUploadVouchers, useVoucherUpload } from '../api/upload-vouchers'
import { NO_FILE, voucherUploadErrorText, vouchersKey } from '../vouchers'

/** One xls/xlsx export of vouchers; required. The server's worker reads it. */
export function VoucherUploadForm({ branch }: { branch: BranchRef }) {
  const queryClient = useQueryClient()
  const upload = useUploadVouchers(branch)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [uploadId, setUploadId] = useState<string | null>(null)
  const fields = useFieldErrors()
  const followed = useVoucherUpload(branch, uploadId)
  const state = followed.data?.status
  const running = upload.isPending || (uploadId !== null && isUploadRunning(state ?? 'queued'))
  const result = state === 'done' ? followed.data?.result : null

  useEffect(() => {
    if (state === 'done') queryClient.invalidateQueries({ queryKey: vouchersKey(branch) })
  }, [state, branch, queryClient])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setUploadId(null)
    setError(null)
    if (!fields.show({ poukazky: file ? undefined : NO_FILE }) || !file) return
    upload.mutate(file, {
      onSuccess: (accepted) => {
        setFile(null)
        setUploadId(accepted.uploadId)
      },
      onError: (failure) => setError(voucherUploadErrorText(failure)),
    })
  }

  const failure =
    error ??
    (state === 'failed' ? (followed.data?.error ?? 'Chyba při nahrávání.') : null) ??
    (followed.isError ? voucherUploadErrorText(followed.error) : null)

  return (
    <form ref={fields.formRef} onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <FileInput
          label="Soubor s poukázkami (xls, xlsx)"
          placeholder="Vyberte soubor"
          accept=".xls,.xlsx"
          value={file}
          onChange={(next) => {
            setFile(next)
            setError(null)
            fields.clear('poukazky')
          }}
          name="poukazky"
          error={fields.errors.poukazky}
          clearable
          withAsterisk
          disabled={running}
          data-testid="voucher-file"
        />
        {followed.data && <UploadProgress upload={followed.data} />}
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="upload-error">
            {failure}
          </Alert>
        )}
        {result && (
          <Alert color="teal" variant="light" role="status" data-testid="upload-success">
            {result.message} Počet poukázek: {formatNumber(result.count)}.
            {result.skipped && result.skipped.count > 0 && (
              <>
                <Text size="sm" mt="xs">
                  Přeskočeno řádků: {formatNumber(result.skipped.count)}
                </Text>
                <List size="sm">
                  {(result.skipped.reasons ?? []).map((reason) => (
                    <List.Item key={reason.reason}>
                      {formatNumber(reason.count)}× {reason.reason} ({reasonRows(reason)})
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={running} data-testid="voucher-submit">
            Nahrát poukázky
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
