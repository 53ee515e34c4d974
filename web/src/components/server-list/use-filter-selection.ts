import { useCallback, useMemo, useState } from 'react'

/*
| The selection of a list whose bulk action works by filter (issue #16): "all N matching"
| with single rows unticked, or nothing with single rows ticked. Only the exceptions are
| kept, so selecting 5 000 rows costs nothing; a new filter starts the selection again.
*/

export type SelectionMode = 'all' | 'none'

export function useFilterSelection(filterKey: string, initial: SelectionMode = 'all') {
  const [state, setState] = useState({
    key: filterKey,
    mode: initial,
    exceptions: new Set<string>() as ReadonlySet<string>,
  })
  /* Set during render: the old filter's selection never reaches the new rows. */
  if (state.key !== filterKey) setState({ key: filterKey, mode: initial, exceptions: new Set() })
  const { mode, exceptions } = state

  const isSelected = useCallback(
    (id: string) => (mode === 'all' ? !exceptions.has(id) : exceptions.has(id)),
    [mode, exceptions]
  )
  const toggle = useCallback(
    (id: string, checked: boolean) =>
      setState((current) => {
        const next = new Set(current.exceptions)
        const exception = current.mode === 'all' ? !checked : checked
        if (exception) next.add(id)
        else next.delete(id)
        return { ...current, exceptions: next }
      }),
    []
  )
  const selectAll = useCallback(
    () => setState((current) => ({ ...current, mode: 'all', exceptions: new Set() })),
    []
  )
  const clear = useCallback(
    () => setState((current) => ({ ...current, mode: 'none', exceptions: new Set() })),
    []
  )

  return useMemo(
    () => ({
      mode,
      exceptions: [...exceptions],
      isSelected,
      toggle,
      selectAll,
      clear,
      /** How many rows are selected out of `matching` selectable ones. */
      count: (matching: number) =>
        mode === 'all' ? Math.max(0, matching - exceptions.size) : exceptions.size,
    }),
    [mode, exceptions, isSelected, toggle, selectAll, clear]
  )
}

export type FilterSelection = ReturnType<typeof useFilterSelection>
