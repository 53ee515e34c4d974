import { useState, type FormEvent } from 'react'
import { Alert, Button, FileInput, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useUploadPriceList, type UploadResult } from '../api/upload-price-list'
import { priceListKinds, type PriceListKind } from '../price-list'
import { uploadErrorText, uploadProblem, type UploadValues } from '../upload-rules'
import { UploadResultAlert } from './upload-result'

const SPREADSHEETS = '.xls,.xlsx'
const EMPTY: UploadValues = { file: null, filePath: '', validFrom: '', validTo: '' }

/** A file or a server path plus the validity; checked here before it is sent (spec §5). */
export function PriceListUploadForm({ kind }: { kind: PriceListKind }) {
  const texts = priceListKinds[kind]
  const upload = useUploadPriceList(kind)
  const [values, setValues] = useState<UploadValues>(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<UploadResult | null>(null)

  const change = (patch: Partial<UploadValues>) => {
    setValues((current) => ({ ...current, ...patch }))
    setError(null)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    const problem = uploadProblem(kind, values)
    if (problem) return setError(problem)
    setError(null)
    upload.mutate(values, {
      onSuccess: (answer) => {
        setResult(answer)
        setValues((current) => ({ ...current, file: null, filePath: '' }))
      },
      onError: (failure) => setError(uploadErrorText(failure)),
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <FileInput
          label="Soubor (xls, xlsx)"
          placeholder="Vyberte soubor"
          accept={SPREADSHEETS}
          value={values.file}
          onChange={(file) => change({ file })}
          clearable
          disabled={upload.isPending}
          data-testid="price-list-file"
        />
        <TextInput
          label="Nebo serverový filePath"
          description="Cesta k souboru ve složce importů na serveru"
          value={values.filePath}
          onChange={(event) => change({ filePath: event.currentTarget.value })}
          disabled={upload.isPending || values.file !== null}
          data-testid="price-list-path"
        />
        <SimpleGrid cols={texts.withValidTo ? 2 : 1} maw={texts.withValidTo ? undefined : 310}>
          <TextInput
            type="date"
            label="Platnost od"
            value={values.validFrom}
            onChange={(event) => change({ validFrom: event.currentTarget.value })}
            withAsterisk
            disabled={upload.isPending}
            data-testid="valid-from"
          />
          {texts.withValidTo && (
            <TextInput
              type="date"
              label="Platnost do"
              value={values.validTo}
              onChange={(event) => change({ validTo: event.currentTarget.value })}
              withAsterisk
              disabled={upload.isPending}
              data-testid="valid-to"
            />
          )}
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="upload-error">
            {error}
          </Alert>
        )}
        {result && <UploadResultAlert result={result} fallback={texts.success} />}
        <Group>
          <Button type="submit" loading={upload.isPending} data-testid="price-list-submit">
            Nahrát
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
