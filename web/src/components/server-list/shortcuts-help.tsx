import { ActionIcon, Kbd, Modal, Table, Tooltip } from '@mantine/core'

export interface ListShortcut {
  /** For `useListKeys`: `mod+Enter` (Ctrl, or ⌘ on a Mac). */
  keys: 'mod+Enter'
  /** What it does, as the help says it. */
  label: string
  run: () => void
}

interface ShortcutsHelpProps {
  opened: boolean
  onOpen: () => void
  onClose: () => void
  /** Which of the row keys the list has. */
  selectable: boolean
  openable: boolean
  shortcuts: ListShortcut[]
}

const KEYS: Record<ListShortcut['keys'], string[]> = { 'mod+Enter': ['Ctrl', 'Enter'] }

function Keys({ keys }: { keys: string[] }) {
  return (
    <>
      {keys.map((key, n) => (
        <span key={key}>
          {n > 0 && ' + '}
          <Kbd size="xs">{key}</Kbd>
        </span>
      ))}
    </>
  )
}

/** The "?" of a list: its keys, the list's main action among them (issue #25). */
export function ShortcutsHelp(props: ShortcutsHelpProps) {
  const rows: [string[], string][] = [
    [['↑', '↓'], 'Předchozí / další řádek'],
    [['Home', 'End'], 'První / poslední řádek na stránce'],
    ...(props.selectable
      ? [[['Mezerník'], 'Zaškrtnout / odškrtnout řádek'] as [string[], string]]
      : []),
    ...(props.openable ? [[['Enter'], 'Otevřít řádek'] as [string[], string]] : []),
    ...props.shortcuts.map((s) => [KEYS[s.keys], s.label] as [string[], string]),
    [['/'], 'Hledat v seznamu'],
    [['?'], 'Tato nápověda'],
  ]
  return (
    <>
      <Tooltip label="Klávesové zkratky (?)">
        <ActionIcon
          variant="default"
          size={36}
          onClick={props.onOpen}
          aria-label="Klávesové zkratky"
          data-testid="list-shortcuts"
        >
          ?
        </ActionIcon>
      </Tooltip>
      <Modal opened={props.opened} onClose={props.onClose} title="Klávesové zkratky seznamu">
        <Table verticalSpacing={6} data-testid="shortcuts-help">
          <Table.Tbody>
            {rows.map(([keys, label]) => (
              <Table.Tr key={label}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Keys keys={keys} />
                </Table.Td>
                <Table.Td>{label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  )
}
