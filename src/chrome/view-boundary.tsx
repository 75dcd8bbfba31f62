import { Component, type ReactNode } from 'react';

/** Props of {@link ViewBoundary}. */
export interface ViewBoundaryProps {
  /** A new key (the intent) clears a caught error, so the next update gets a fresh try. */
  resetKey: unknown;
  /** What to draw instead of a view that threw. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ViewBoundaryState {
  error: unknown;
  hasError: boolean;
  key: unknown;
}

/**
 * The error boundary around one card's view: a view that throws costs that card its pretty
 * rendering, never the page. React has no hook for this; a class is the only way.
 */
export class ViewBoundary extends Component<ViewBoundaryProps, ViewBoundaryState> {
  constructor(props: ViewBoundaryProps) {
    super(props);
    this.state = { error: undefined, hasError: false, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<ViewBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: ViewBoundaryProps, state: ViewBoundaryState): Partial<ViewBoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, hasError: false, error: undefined };
  }

  override render() {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
