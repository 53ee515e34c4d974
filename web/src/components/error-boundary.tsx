import { Component, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** Shown instead of the children once one of them failed to render. */
  fallback: ReactNode
  children: ReactNode
}

/*
| Keeps one failed part of a page (a lazily loaded chunk that did not arrive after a
| deployment or on a flaky network) from taking the whole page down. React has no hook
| for this, so it is the one class component.
*/
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
