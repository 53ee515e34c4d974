import { Badge, Button, Menu, Text, VisuallyHidden } from '@mantine/core'
import type { Density } from '../../lib/user-prefs'

export interface ColumnChoice {
  id: string
  label: string
  visible: boolean
  /** Hidden because the table is too narrow for it, not by the user. */
  squeezed: boolean
}

interface ColumnsMenuProps {
  columns: ColumnChoice[]
  onChange: (id: string, visible: boolean) => void
  onReset: () => void
  density: Density
  onDensity: (density: Density) => void
}

const DENSITIES: [Density, string][] = [
  ['compact', 'Kompaktní'],
  ['comfortable', 'Pohodlné'],
]

const mark = (on: boolean) => (
  <Text span w={14} aria-hidden="true">
    {on ? '✓' : ''}
  </Text>
)

/**
 * "Sloupce": the columns of the list, ticked when shown, and the rows' height (issue
 * #25). A column hidden for lack of width says so and comes back when ticked; the choices
 * are the user's own and kept for the next visit.
 */
export function ColumnsMenu({ columns, onChange, onReset, density, onDensity }: ColumnsMenuProps) {
  const hidden = columns.filter((c) => !c.visible).length
  return (
    <Menu closeOnItemClick={false} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          rightSection={
            hidden > 0 && (
              <Badge size="sm" circle variant="light" data-testid="list-columns-hidden">
                {hidden}
                <VisuallyHidden> skryté</VisuallyHidden>
              </Badge>
            )
          }
          data-testid="list-columns"
        >
          Sloupce
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {columns.length > 0 && <Menu.Label>Zobrazené sloupce</Menu.Label>}
        {columns.map((column) => (
          <Menu.Item
            key={column.id}
            role="menuitemcheckbox"
            aria-checked={column.visible}
            leftSection={
              <Text span w={14}>
                {column.visible ? '✓' : ''}
              </Text>
            }
            onClick={() => onChange(column.id, !column.visible)}
            data-testid={`column-toggle-${column.id}`}
          >
            {column.label}
            {column.squeezed && (
              <Text span size="xs" c="dimmed">
                {' '}
                (nevejde se)
              </Text>
            )}
          </Menu.Item>
        ))}
        {columns.length > 0 && (
          <>
            <Menu.Item leftSection={mark(false)} onClick={onReset}>
              Výchozí sloupce
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        <Menu.Label>Řádky</Menu.Label>
        {DENSITIES.map(([value, label]) => (
          <Menu.Item
            key={value}
            role="menuitemradio"
            aria-checked={density === value}
            leftSection={mark(density === value)}
            onClick={() => onDensity(value)}
            data-testid={`density-${value}`}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
