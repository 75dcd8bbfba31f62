import { Component, useEffect, useRef, type ReactNode } from 'react';

/** Props of {@link DrawBoundary}. */
export interface DrawBoundaryProps {
  /** A new key (the intent) clears a caught error, so the next update gets a fresh try. */
  resetKey: unknown;
  /** What to draw instead of a part that threw. */
  fallback: (error: unknown) => ReactNode;
  /** Draws the part. Called as a plain function inside the boundary, so a throw is caught on the server too. */
  draw: () => ReactNode;
  /** Changes when `draw` would draw a different part (another card, open or closed): the part starts afresh. */
  drawKey: string;
}

interface DrawBoundaryState {
  error: unknown;
  hasError: boolean;
  key: unknown;
}

// React's server renderers have no error boundaries: only a Suspense boundary contains a throw
// there, and the streaming ones (renderToPipeableStream, prerender, Next.js) send any Suspense
// boundary over ~500 bytes as its fallback first, the content later in a hidden segment
// (isEligibleForOutlining in react-dom/server). So parts render without Suspense, and a throw
// during a part's first render is contained by a try/catch around that render: on the server
// (any environment, jsdom included) and in the hydrating browser alike, so both draw the same
// fallback and hydration matches.

/** What React throws to suspend (a thenable, or `use()`'s stand-in error): never a failure. */
function isSuspension(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (typeof (value as { then?: unknown }).then === 'function') return true;
  return value instanceof Error && value.message.startsWith('Suspense Exception');
}

/**
 * Runs the part's render. The part's function is called here rather than rendered as an element:
 * its hooks belong to this component, and a throw from it (its computations, its own markup)
 * reaches this try/catch. Until the first commit (always, on the server, where effects never
 * run) a throw draws the fallback here; after it, the error boundary above does the same job
 * the React way (a part that then renders more hooks than it did before it threw makes React
 * throw too, which that boundary catches as well).
 */
function DrawnPart({ draw, fallback }: { draw: () => ReactNode; fallback: (error: unknown) => ReactNode }): ReactNode {
  const committed = useRef(false);
  useEffect(() => {
    committed.current = true;
  }, []);
  // eslint-disable-next-line react-hooks/refs -- read, never written, while rendering: whether a throw is caught here or by the boundary above; either draws the same fallback, so no markup depends on it
  if (committed.current) return draw();
  try {
    return draw();
  } catch (error) {
    if (isSuspension(error)) throw error;
    // Reported as React reports what an error boundary catches.
    console.error(error);
    return fallback(error);
  }
}

/**
 * The error boundary around one part of a card (its body, or its frame): a part that throws costs that card its pretty
 * rendering, never the page. A React error boundary (a class: React has no hook for this) once
 * the part is on screen; before that, and on the server where React has none, a try/catch
 * around the part's own render.
 * Neither puts the part behind a Suspense boundary, so streaming renderers send the real card
 * in the first HTML.
 */
export class DrawBoundary extends Component<DrawBoundaryProps, DrawBoundaryState> {
  constructor(props: DrawBoundaryProps) {
    super(props);
    this.state = { error: undefined, hasError: false, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<DrawBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: DrawBoundaryProps,
    state: DrawBoundaryState,
  ): Partial<DrawBoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, hasError: false, error: undefined };
  }

  override render() {
    if (this.state.hasError) return this.props.fallback(this.state.error);
    return <DrawnPart key={this.props.drawKey} draw={this.props.draw} fallback={this.props.fallback} />;
  }
}
