import { Paper, Stack, Text } from '@mantine/core'
import { formatDate } from '../../../lib/format'
import { SectionTitle } from '../../../components/section-title'

/** The two fixed announcements of the spec (§2.5). */
const announcements = [
  {
    date: '2025-10-25',
    title: 'Školení obsluhy nového informačního systému',
    text: (date: string) => `Školení pro všechny pobočky proběhne ${date} v centrále.`,
  },
  {
    date: '2025-10-31',
    title: 'Objednávka pracovního oblečení',
    text: (date: string) => `Objednávky pracovního oblečení odevzdejte nejpozději ${date}.`,
  },
]

export function NoticeBoard() {
  return (
    <Paper withBorder p="lg" radius="md" h="100%">
      <SectionTitle mb="sm">Nástěnka</SectionTitle>
      <Stack gap="sm">
        {announcements.map(({ date, title, text }) => (
          <div key={title} data-testid="announcement">
            <Text size="xs" c="dimmed">
              {formatDate(date)}
            </Text>
            <Text fw={600}>{title}</Text>
            <Text size="sm">{text(formatDate(date))}</Text>
          </div>
        ))}
      </Stack>
    </Paper>
  )
}
