import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The cases of one peer suite from test/fixtures/peer-cases, each with a name unique in its file. */
export function loadPeerCases<Case extends { name?: string }>(file: string): { key: string; case: Case }[] {
  const suite = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/peer-cases', file), 'utf8')) as {
    cases: Case[];
  };
  const seen = new Map<string, number>();
  return suite.cases.map((peerCase, index) => {
    const base = peerCase.name ?? String(index);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: count === 1 ? base : `${base} [${count}]`, case: peerCase };
  });
}

/** What comparing one case gave: whether the kit agrees, and both sides for the failure message. */
export interface PeerComparison {
  agrees: boolean;
  ours: unknown;
  theirs: unknown;
}

/**
 * Asserts one case: it agrees with the peer, or it is in `differences` (with the reason) and
 * really differs, so the list of documented differences never goes stale.
 */
export function expectPeerCase(
  key: string,
  differences: Readonly<Record<string, string>>,
  comparison: PeerComparison,
): void {
  const reason = differences[key];
  if (reason === undefined) {
    expect({ key, ours: comparison.ours }).toEqual({ key, ours: comparison.theirs });
  } else {
    expect(comparison.agrees, `listed as a deliberate difference (${reason}) but agrees: remove it from the list`).toBe(
      false,
    );
  }
}
