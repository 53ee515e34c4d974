import { lazy, type ComponentType } from 'react'

/**
 * A named export of a module loaded on first render (React.lazy wants a default export).
 * The route's Suspense shows the shell meanwhile; a chunk that cannot be fetched (a new
 * deployment, a dropped connection) ends in the router's error screen.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name
) {
  type Screen = Module[Name] extends ComponentType<infer Props> ? ComponentType<Props> : never
  return lazy(() => load().then((module) => ({ default: module[name] as Screen })))
}
