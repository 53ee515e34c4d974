import { useCallback, useMemo, useState } from 'react'

/*
| The selection of a list whose bulk action works by filter (issue #16): "all N matching"
| with single rows unticked, or nothing with single rows ticked. Only the exceptions are
| kept (with what each is worth, for the button that names the selection's value, issue
| #25), so selecting 5 000 rows costs nothing; a new filter starts the selection again.
*/

export type SelectionMode = 'all' | 'none'

type Exceptions = ReadonlyMap<string, number>

export function useFilterSelection(filterKey: string, initial: SelectionMode = 'all') {
  const [state, setState] = useState({
    key: filterKey,
    mode: initial,
    exceptions: new Map() as Exceptions,
  })
  /* Set during render: the old filter's selection never reaches the new rows. */
  if (state.key !== filterKey) setState({ key: filterKey, mode: initial, exceptions: new Map() })
  const { mode, exceptions } = state

  const isSelected = useCallback(
    (id: string) => (mode === 'all' ? !exceptions.has(id) : exceptions.has(id)),
    [mode, exceptions]
  )
  /** `value`: what the row is worth (quantity × price), 0 when unknown. */
  const toggle = useCallback(
    (id: string, checked: boolean, value = 0) =>
      setState((current) => {
        const next = new Map(current.exceptions)
        const exception = current.mode === 'all' ? !checked : checked
        if (exception) next.set(id, value)
        else next.delete(id)
        return { ...current, exceptions: next }
      }),
    []
  )
  const selectAll = useCallback(
    () => setState((current) => ({ ...current, mode: 'all', exceptions: new Map() })),
    []
  )
  const clear = useCallback(
    () => setState((current) => ({ ...current, mode: 'none', exceptions: new Map() })),
    []
  )

  return useMemo(() => {
    let exceptionsValue = 0
    for (const value of exceptions.values()) exceptionsValue += value
    return {
      mode,
      exceptions: [...exceptions.keys()],
      isSelected,
      toggle,
      selectAll,
      clear,
      /** How many rows are selected out of `matching` selectable ones. */
      count: (matching: number) =>
        mode === 'all' ? Math.max(0, matching - exceptions.size) : exceptions.size,
      /** What the selected rows are worth, the `matching` ones being worth `matchingValue`. */
      value: (matchingValue: number) =>
        mode === 'all' ? Math.max(0, matchingValue - exceptionsValue) : exceptionsValue,
    }
  }, [mode, exceptions, isSelected, toggle, selectAll, clear])
}

export type FilterSelection = ReturnType<typeof useFilterSelection>
