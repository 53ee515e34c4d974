import { createContext } from 'react'

/**
 * True inside another popover (the list's "Filtry"): a field's own dropdown then renders
 * inside that popover rather than in a portal, so a click in it is no click outside the
 * outer one, which would close it.
 */
export const NestedInPopover = createContext(false)
