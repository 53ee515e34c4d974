import { Badge, Group, Text } from '@mantine/core'
import { domain } from '../../../../../config/domain'
import type { DataTableRowProps } from '../../../components/data-table'
import { formatDays } from '../../../lib/format'
import type { Prevodka } from '../transfer'

/** The text cue of a převodka on the way too long (the colour alone would not say it). */
export const LONG_TRANSIT_TEXT = `Na cestě déle než ${domain.TRANSIT_WARNING_DAYS} dní`

/** Days on the way; a long transit gets a warning badge, a received one the days it took. */
export function TransitDays({ prevodka }: { prevodka: Prevodka }) {
  const { daysInTransit, inTransit, longInTransit } = prevodka
  if (typeof daysInTransit !== 'number') return <Text size="sm">—</Text>
  if (!inTransit) {
    return (
      <Text size="sm" c="dimmed" data-testid="transit-days">
        doručeno za {formatDays(daysInTransit)}
      </Text>
    )
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={longInTransit ? 700 : undefined} data-testid="transit-days">
        {formatDays(daysInTransit)}
      </Text>
      {longInTransit && (
        <Badge color="orange.8" variant="filled" data-testid="long-transit-badge">
          <span aria-hidden="true">⚠ </span>
          {LONG_TRANSIT_TEXT}
        </Badge>
      )}
    </Group>
  )
}

/** Rows of převodky on the way too long stand out (with the badge as the text cue). */
export function longTransitRow(prevodka: Prevodka): DataTableRowProps {
  return prevodka.longInTransit
    ? { 'bg': 'orange.0', 'data-long-in-transit': 'true' }
    : { 'data-long-in-transit': 'false' }
}
