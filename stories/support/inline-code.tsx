import type { ReactNode } from 'react';

/** A schema or slot description as text, its `backticked` names drawn as code (never as HTML). */
export function InlineCode({ text }: { text: string }): ReactNode {
  // Split on backticked runs: the odd pieces are the code.
  const pieces = text.split(/`([^`]+)`/);
  return pieces.map((piece, index) => (index % 2 === 1 ? <code key={index}>{piece}</code> : piece));
}
