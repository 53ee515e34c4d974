import type { ReactNode } from 'react'
import { Alert, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { PdfFrame } from '../../../components/pdf-frame'

interface ReportPdfProps {
  pdf: UseQueryResult<Blob>
  fileName: string
  title: string
  /** What a failed load shows, by the error. */
  errorText: (error: unknown) => string
  toolbar?: ReactNode
}

/** A report document: loading text, its error, or the inline viewer with a download. */
export function ReportPdf({ pdf, fileName, title, errorText, toolbar }: ReportPdfProps) {
  if (pdf.isError) {
    return (
      <>
        {toolbar}
        <Alert color="red" variant="light" role="alert" data-testid="pdf-error">
          {errorText(pdf.error)}
        </Alert>
      </>
    )
  }
  if (pdf.isPending) {
    return (
      <>
        {toolbar}
        <Text c="dimmed" data-testid="pdf-loading">
          Načítání…
        </Text>
      </>
    )
  }
  return <PdfFrame blob={pdf.data} fileName={fileName} title={title} toolbar={toolbar} />
}
