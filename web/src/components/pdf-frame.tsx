import { useEffect, useState, type ReactNode } from 'react'
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'

const CANNOT_SHOW = 'Nelze zobrazit PDF.'

interface PdfFrameProps {
  blob: Blob
  /** The name the download is saved under. */
  fileName: string
  /** What the viewer shows, for assistive technology. */
  title: string
  /** Height of the viewer; the report screens use 80vh (spec §9). */
  height?: string
  /** Controls shown next to the download button, e.g. version navigation. */
  toolbar?: ReactNode
}

/** The blob as an object URL for as long as the viewer shows it, then revoked. */
function useObjectUrl(blob: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return url
}

/** A PDF shown inline with a download; where the browser cannot show PDFs, a link instead. */
export function PdfFrame({ blob, fileName, title, height = '80vh', toolbar }: PdfFrameProps) {
  const url = useObjectUrl(blob)
  if (!url) return null
  const fallback = (
    <Stack gap="xs" p="md" data-testid="pdf-fallback">
      <Text>{CANNOT_SHOW}</Text>
      <Anchor href={url} download={fileName}>
        {fileName}
      </Anchor>
    </Stack>
  )
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">{toolbar}</Group>
        <Button
          component="a"
          href={url}
          download={fileName}
          variant="light"
          data-testid="pdf-download"
        >
          Stáhnout PDF
        </Button>
      </Group>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {navigator.pdfViewerEnabled === false ? (
          fallback
        ) : (
          <object
            data={url}
            type="application/pdf"
            title={title}
            aria-label={title}
            style={{ display: 'block', width: '100%', height, border: 0 }}
            data-testid="pdf-frame"
          >
            {fallback}
          </object>
        )}
      </Paper>
    </Stack>
  )
}
