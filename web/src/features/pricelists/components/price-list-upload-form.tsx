import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Button, FileInput, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { DateField } from '../../../components/date-field'
import { UploadProgress } from '../../../components/upload-progress'
import { useFieldErrors } from '../../../lib/field-errors'
import { isUploadRunning } from '../../../lib/sheet-upload'
import { usePriceListUpload, useUploadPriceList } from '../api/upload-price-list'
import { priceListKey, priceListKinds, type PriceListKind } from '../price-list'
import { NO_SOURCE, uploadErrorText, uploadProblem, type UploadValues } from '../upload-rules'
import { UploadResultAlert } from './upload-result'

const SPREADSHEETS = '.xls,.xlsx'
const EMPTY: UploadValues = { file: null, filePath: '', validFrom: '', validTo: '' }
type DayField = 'validFrom' | 'validTo'

/**
 * A file or a server path plus the validity; checked here before it is sent (spec §5).
 * The server reads the file in its worker: the form follows the progress, then shows the
 * stored rows and the skipped ones by reason, or the refusal.
 */
export function PriceListUploadForm({ kind }: { kind: PriceListKind }) {
  const texts = priceListKinds[kind]
  const queryClient = useQueryClient()
  const upload = useUploadPriceList(kind)
  const [values, setValues] = useState<UploadValues>(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [uploadId, setUploadId] = useState<string | null>(null)
  /* Typed validity that is no day, by field: the form is not sent until it is fixed. */
  const [dayProblems, setDayProblems] = useState<Partial<Record<DayField, string>>>({})
  const fields = useFieldErrors()
  const followed = usePriceListUpload(kind, uploadId)
  const state = followed.data?.status
  const running = upload.isPending || (uploadId !== null && isUploadRunning(state ?? 'queued'))

  useEffect(() => {
    if (state === 'done') queryClient.invalidateQueries({ queryKey: priceListKey(kind) })
  }, [state, kind, queryClient])

  const change = (patch: Partial<UploadValues>) => {
    setValues((current) => ({ ...current, ...patch }))
    for (const name of Object.keys(patch)) fields.clear(name === 'filePath' ? 'file' : name)
    setError(null)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setUploadId(null)
    setError(null)
    if (dayProblems.validFrom || dayProblems.validTo) {
      fields.show(dayProblems)
      return
    }
    /* The spec's sentence under each field it is about: the missing dates, else the source. */
    const problem = uploadProblem(kind, values)
    const valid = fields.show(
      problem === NO_SOURCE
        ? { file: problem }
        : {
            validFrom: problem && !values.validFrom ? problem : undefined,
            validTo: problem && texts.withValidTo && !values.validTo ? problem : undefined,
          }
    )
    if (!valid) return
    upload.mutate(values, {
      onSuccess: (accepted) => {
        setUploadId(accepted.uploadId)
        setValues((current) => ({ ...current, file: null, filePath: '' }))
      },
      onError: (failure) => setError(uploadErrorText(failure)),
    })
  }

  const dayField = (name: DayField) => ({
    name,
    value: values[name] || null,
    onChange: (day: string | null) => {
      setDayProblems(({ [name]: _fixed, ...rest }) => rest)
      change({ [name]: day ?? '' })
    },
    onInvalid: (message: string) => setDayProblems((current) => ({ ...current, [name]: message })),
    onTyping: () => fields.clear(name),
    error: fields.errors[name],
    required: true,
    disabled: running,
  })

  const failure =
    error ??
    (state === 'failed' ? (followed.data?.error ?? 'Chyba při nahrávání.') : null) ??
    (followed.isError ? uploadErrorText(followed.error) : null)

  return (
    <form ref={fields.formRef} onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <FileInput
          label="Soubor (xls, xlsx)"
          placeholder="Vyberte soubor"
          accept={SPREADSHEETS}
          value={values.file}
          onChange={(file) => change({ file })}
          name="file"
          error={fields.errors.file}
          clearable
          disabled={running}
          data-testid="price-list-file"
        />
        <TextInput
          label="Nebo serverový filePath"
          description="Cesta k souboru ve složce importů na serveru"
          value={values.filePath}
          onChange={(event) => change({ filePath: event.currentTarget.value })}
          disabled={running || values.file !== null}
          data-testid="price-list-path"
        />
        <SimpleGrid cols={texts.withValidTo ? 2 : 1} maw={texts.withValidTo ? undefined : 310}>
          <DateField {...dayField('validFrom')} label="Platnost od" testId="valid-from" />
          {texts.withValidTo && (
            <DateField {...dayField('validTo')} label="Platnost do" testId="valid-to" />
          )}
        </SimpleGrid>
        {followed.data && <UploadProgress upload={followed.data} />}
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="upload-error">
            {failure}
          </Alert>
        )}
        {state === 'done' && followed.data?.result && (
          <UploadResultAlert result={followed.data.result} fallback={texts.success} />
        )}
        <Group>
          <Button type="submit" loading={running} data-testid="price-list-submit">
            Nahrát
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
