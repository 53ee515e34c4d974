import { Stack, Text } from '@mantine/core'
import { auditDetailLines } from '../../../../../app/audit/rules/detail_text'
import type { AuditEntry } from '../api/list-audit'

/** An entry's details as Czech phrases, one a line (issue #36: not `method: password; …`). */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const lines = auditDetailLines(entry.action, entry.before, entry.after)
  if (lines.length === 0) return <Text size="xs">—</Text>
  return (
    <Stack gap={0} data-testid="audit-details">
      {lines.map((line, index) => (
        <Text key={index} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  )
}
