import { ToolCard } from '../../../src/index';
import { readTerminalFixture } from '../../ansi/terminal-fixtures';
import { numberedLog } from './terminal-test-utils';
import { expectCleanHydration } from '../../support/expect-clean-hydration';

const intents: [string, unknown, boolean][] = [
  ['a 10,000-line log', { card: 'terminal', command: 'seq', output: numberedLog(10_000), exitCode: 0 }, true],
  [
    'a running command',
    { card: 'terminal', command: 'npm test', status: 'running', output: readTerminalFixture('tsc-pretty.log') },
    true,
  ],
  [
    'stderr segments',
    {
      card: 'terminal',
      command: 'make',
      segments: [
        { stream: 'stdout', text: 'a\n' },
        { stream: 'stderr', text: 'b\n' },
      ],
    },
    true,
  ],
  [
    'long segments whose end is read first',
    {
      card: 'terminal',
      command: 'make',
      segments: [
        { stream: 'stdout', text: numberedLog(5_000) },
        { stream: 'stderr', text: numberedLog(5_000, 5_000) },
      ],
    },
    true,
  ],
  ['a collapsed preview', { card: 'terminal', command: 'seq', output: numberedLog(100) }, false],
];

describe('hydrating the terminal card', () => {
  it.each(intents)('hydrates the server markup of %s with no mismatch', async (_name, intent, open) => {
    await expectCleanHydration(<ToolCard intent={intent} defaultOpen={open} />);
  });
});
