import { ESLint } from 'eslint';

// `npm test` runs `eslint .` first: these lint a scratch card with the repository's own config, as
// if it were in src/, so a finding there fails the suite the same way.
const SCRATCH = 'src/react-hooks-scratch.tsx';

const WRITES_REF_WHILE_RENDERING = (disable: string) => `import { useRef } from 'react';

/** A count of renders, kept wrongly: a ref written while rendering. */
export function RenderCount({ label }: { label: string }) {
  const renders = useRef(0);
  ${disable}
  renders.current = renders.current + 1;
  return <p>{label}</p>;
}
`;

async function findings(disable: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(WRITES_REF_WHILE_RENDERING(disable), { filePath: SCRATCH });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => message.ruleId ?? 'parse error');
}

describe('React hooks lint', () => {
  it('fails on a ref written while rendering (the preset’s refs rule)', async () => {
    expect(await findings('')).toContain('react-hooks/refs');
  }, 60_000);

  it('fails on a comment that disables a hooks rule without saying why', async () => {
    expect(await findings('// eslint-disable-next-line react-hooks/refs')).toEqual([
      'toolcards/hooks-disable-has-reason',
    ]);
  }, 60_000);

  it('fails on a blanket disable without a reason, which turns off the hooks rules too', async () => {
    expect(await findings('// eslint-disable-next-line')).toEqual(['toolcards/hooks-disable-has-reason']);
  }, 60_000);

  it('passes a finding disabled on its line with a reason', async () => {
    expect(
      await findings('// eslint-disable-next-line react-hooks/refs -- a scratch card that shows the reason is enough'),
    ).toEqual([]);
  }, 60_000);

  it('fails on a write to a property of what a ref holds while rendering, and passes it in an effect', async () => {
    const hook = (write: string) => `import { useEffect, useRef } from 'react';

/** A height remembered for the observers. */
export function useRemembered(height: number): void {
  const state = useRef({ height });
  ${write}
}
`;
    const eslint = new ESLint({ cwd: process.cwd() });
    // React's own refs rule may report it too, when its compiler follows the ref: this rule must, always.
    const lint = async (text: string) =>
      ((await eslint.lintText(text, { filePath: SCRATCH }))[0]?.messages ?? [])
        .map((message) => message.ruleId)
        .filter((rule) => rule?.startsWith('toolcards/'));
    expect(await lint(hook('state.current.height = height;'))).toEqual(['toolcards/no-ref-write-in-render']);
    expect(await lint(hook('useEffect(() => {\n    state.current.height = height;\n  });'))).toEqual([]);
  }, 60_000);
});
