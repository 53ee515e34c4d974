import { useMemo, useState, type ReactNode } from 'react'
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router-dom'
import { foldText } from '../../../../../app/core/fold_text'
import { useCurrentUser } from '../../../lib/current-user'
import { paths } from '../../../lib/paths'
import { roleOf } from '../../../lib/user'
import { minLengthFor, useProductSearch } from '../api/search-products'
import { poolLink, stockLink, transferLink, type SearchLink } from '../search-links'

export interface ScreenLink {
  label: string
  path: string
}

interface HeaderSearchProps {
  /** The screens of the user's menu, found by their names. */
  screens: ScreenLink[]
}

const DEBOUNCE_MS = 250
const MAX_SCREENS = 5

type Section = { key: string; title: string; links: SearchLink[] }

function screenLinks(screens: ScreenLink[], query: string): SearchLink[] {
  const needle = foldText(query.trim())
  if (!needle) return []
  return screens
    .filter((screen) => foldText(screen.label).includes(needle))
    .slice(0, MAX_SCREENS)
    .map((screen) => ({ label: screen.label, description: 'Obrazovka', path: screen.path }))
}

/**
 * The header's search: the screens of the menu by name, and a product (name, PDK, SÚKL
 * code) in the branch's stock, pool and transfers (an admin's: the whole firma), grouped,
 * each leading to its list filtered by the product. Enter opens the highlighted result,
 * or the first one.
 */
export function HeaderSearch({ screens }: HeaderSearchProps) {
  const user = useCurrentUser()
  const admin = roleOf(user) === 'admin'
  const navigate = useNavigate()
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const [query, setQuery] = useState('')
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS)
  const wholeFirma = admin && !user.pharmacyCode
  const searchable = debounced.length >= minLengthFor(wholeFirma)
  const products = useProductSearch(debounced, searchable)

  const sections = useMemo<Section[]>(() => {
    const found = searchable ? products.data : undefined
    const list: Section[] = [
      { key: 'screens', title: 'Obrazovky', links: screenLinks(screens, query) },
    ]
    if (found) {
      const { scope } = found
      const more = (path: string, shown: boolean) =>
        shown ? [{ label: 'Zobrazit vše…', description: `„${debounced}“`, path }] : []
      list.push(
        {
          key: 'stock',
          title: 'Sklad',
          links: [
            ...found.stock.items.map((hit) => stockLink(hit, scope, admin)),
            ...more(`${paths.lots}?q=${encodeURIComponent(debounced)}`, found.stock.more && !admin),
          ],
        },
        {
          key: 'pool',
          title: 'Pool',
          links: [
            ...found.pool.items.map((hit) => poolLink(hit, scope, admin)),
            ...more(`${paths.pool}?q=${encodeURIComponent(debounced)}`, found.pool.more && !admin),
          ],
        },
        {
          key: 'transfers',
          title: 'Převody',
          links: found.transfers.items.map((hit) => transferLink(hit, scope, admin)),
        }
      )
    }
    return list.filter((section) => section.links.length > 0)
  }, [screens, query, debounced, searchable, products.data, admin])

  const all = sections.flatMap((section) =>
    section.links.map((link, index) => ({ value: `${section.key}:${index}`, link }))
  )
  const pathOf = (value: string) => all.find((option) => option.value === value)?.link.path

  const go = (path: string | undefined) => {
    combobox.closeDropdown()
    if (!path) return
    setQuery('')
    navigate(path)
  }
  const pending = searchable && products.isFetching && !products.data
  const waiting = query.trim() !== debounced || pending

  let body: ReactNode
  if (sections.length > 0) {
    body = sections.map((section) => (
      <Combobox.Group label={section.title} key={section.key} data-testid={`search-${section.key}`}>
        {section.links.map((link, index) => (
          <Combobox.Option
            value={`${section.key}:${index}`}
            key={`${section.key}:${index}`}
            data-testid="search-result"
          >
            <Text size="sm" fw={500} lineClamp={1}>
              {link.label}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {link.description}
            </Text>
          </Combobox.Option>
        ))}
      </Combobox.Group>
    ))
  } else if (waiting) {
    body = <Combobox.Empty>Hledám…</Combobox.Empty>
  } else {
    body = <Combobox.Empty>Nic nenalezeno</Combobox.Empty>
  }

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => go(pathOf(value))}
      width={440}
      position="bottom-end"
      withinPortal
    >
      <Combobox.Target>
        <TextInput
          placeholder="Hledat…"
          aria-label="Hledat"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value)
            combobox.openDropdown()
            combobox.resetSelectedOption()
          }}
          onFocus={() => query.trim() && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            /* Enter without a highlighted result: the first one, or say nothing was found. */
            if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1) return
            event.preventDefault()
            if (!query.trim()) return
            if (all[0]) go(all[0].link.path)
            else if (!waiting) notifications.show({ message: `Nic nenalezeno: ${query.trim()}` })
          }}
          rightSection={pending ? <Loader size={14} aria-label="Hledám…" /> : null}
          w={220}
          visibleFrom="sm"
          data-testid="header-search"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!query.trim()} data-testid="search-results">
        {/* Kept mounted while closed: empty then, so its texts are not on the page. */}
        <Combobox.Options mah={480} style={{ overflowY: 'auto' }}>
          {combobox.dropdownOpened && query.trim() ? body : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
