import { Component, type ReactNode } from 'react';

/** Props of {@link ViewBoundary}. */
export interface ViewBoundaryProps {
  /** A new key (the intent) clears a caught error, so the next update gets a fresh try. */
  resetKey: unknown;
  /** What to draw instead of a view that threw. */
  fallback: (error: unknown) => ReactNode;
  /** Draws the view. Called as a plain function inside the boundary, so a throw can be caught on the server too. */
  draw: () => ReactNode;
  /** Changes when `draw` would call a different view (another card, open or closed): the view starts afresh. */
  viewKey: string;
}

interface ViewBoundaryState {
  error: unknown;
  hasError: boolean;
  key: unknown;
}

// React's server renderers have no error boundaries: only a Suspense boundary contains a throw
// there, and the streaming ones (renderToPipeableStream, prerender, Next.js) send any Suspense
// boundary over ~500 bytes as its fallback first, the content later in a hidden segment
// (isEligibleForOutlining in react-dom/server). So the server renders views without Suspense and
// contains a throw itself, with a try/catch around the view's own render.
const renderingOnServer = typeof window === 'undefined';

function isThenable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Runs the view's render. The view function is called here rather than rendered as an element:
 * its hooks belong to this component, and a throw from it (its computations, its own markup)
 * reaches this try/catch. On the server that try/catch is the only containment React leaves
 * us; in the browser the error boundary above does the same job the React way.
 */
function DrawnView({ draw, fallback }: { draw: () => ReactNode; fallback: (error: unknown) => ReactNode }): ReactNode {
  if (!renderingOnServer) return draw();
  try {
    return draw();
  } catch (error) {
    // A suspending view is not a failure: let React wait for it.
    if (isThenable(error)) throw error;
    console.error(error);
    return fallback(error);
  }
}

/**
 * The error boundary around one card's view: a view that throws costs that card its pretty
 * rendering, never the page. In the browser it is a React error boundary (a class: React has no
 * hook for this); on the server, where React has none, the view's own render is contained.
 * Neither puts the view behind a Suspense boundary, so streaming renderers send the real card
 * in the first HTML.
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
    if (this.state.hasError) return this.props.fallback(this.state.error);
    return <DrawnView key={this.props.viewKey} draw={this.props.draw} fallback={this.props.fallback} />;
  }
}
