import { createElement, lazy, useState, type ComponentType } from 'react'
import { reloadOnceForNewVersion } from '../lib/new-version'

/** A screen whose code can be fetched before it renders; resolves once it is here (or failed). */
export type Preloadable = { preload(): Promise<void> }

/**
 * A named export of a module fetched on first render, or earlier by `preload()` (see
 * router.tsx). Once the module is here the screen renders straight away; before that it
 * suspends (React.lazy) and the route's Suspense shows the shell meanwhile. That matters:
 * React keeps a fallback it has shown on screen for at least 300 ms, so each lazy level
 * that suspends on a reload costs up to that. A chunk that cannot be fetched (a rolling
 * deploy: this page's build is gone from the host that answered) reloads the page once into
 * the new version; failing again, it ends in the router's error screen.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name
) {
  type Screen = Module[Name] extends ComponentType<infer P> ? ComponentType<P> : never
  let loaded: Screen | undefined
  let loading: Promise<{ default: Screen }> | undefined
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name] as Screen
        return { default: loaded }
      },
      (error) => {
        /* While the page reloads, nothing renders in between. */
        if (reloadOnceForNewVersion()) return new Promise<never>(() => {})
        throw error
      }
    ))
  const Lazy = lazy(start)
  /* Chosen once per mount: switching from Lazy to the module itself would remount the screen. */
  const Page = (props: object) => {
    const [type] = useState(() => (loaded ?? Lazy) as ComponentType<object>)
    return createElement(type, props)
  }
  /* A failed preload is reported by the render that needs the module, not as an unhandled rejection. */
  const preload = () => start().then(noop, noop)
  return Object.assign(Page, { preload }) as unknown as Screen & Preloadable
}

const noop = () => {}

/** A route's screen built from lazy parts: preloading it fetches every part at once. */
export function withPreload<C extends ComponentType>(screen: C, ...parts: Preloadable[]) {
  return Object.assign(screen, {
    preload: () => Promise.all(parts.map((part) => part.preload())).then(noop),
  })
}
