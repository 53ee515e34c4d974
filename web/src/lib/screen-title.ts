import { createContext, useContext, useEffect } from 'react'

/** Set by the route root: a screen's own title, in place of its route's (null: the route's). */
export const ScreenTitleContext = createContext<(title: string | null) => void>(() => {})

/**
 * Names the browser tab after what a detail screen shows (`Inventura regálu B – LEMON`
 * instead of `Detail úkolu – LEMON`) once it is loaded; the route's title until then.
 */
export function useScreenTitle(title: string | null | undefined) {
  const setTitle = useContext(ScreenTitleContext)
  useEffect(() => {
    setTitle(title?.trim() || null)
    return () => setTitle(null)
  }, [setTitle, title])
}
