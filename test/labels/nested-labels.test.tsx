import { render } from '@testing-library/react';
import { DEFAULT_LABELS, ToolCard } from '../../src/index';
import { resolveLabels } from '../../src/labels/default-labels';
import { slot } from '../support/slots';

describe('labels nested by card', () => {
  it('changes one nested key and leaves its siblings, the other groups and the shared keys in English', () => {
    const labels = resolveLabels({
      terminal: { jumpToEnd: 'Aller à la fin' },
      diff: { fileStatus: { added: 'Ajouté' } },
    });
    expect(labels.terminal.jumpToEnd).toBe('Aller à la fin');
    expect(labels.terminal.copyOutput).toBe(DEFAULT_LABELS.terminal.copyOutput);
    expect(labels.terminal.findHits('1', '2')).toBe('1 of 2');
    expect(labels.diff.fileStatus).toEqual({ ...DEFAULT_LABELS.diff.fileStatus, added: 'Ajouté' });
    expect(labels.diff.copyPatch).toBe(DEFAULT_LABELS.diff.copyPatch);
    expect(labels.read).toBe(DEFAULT_LABELS.read);
    expect(labels.copy).toBe('Copy');
  });

  it('never changes the English defaults it merges over', () => {
    resolveLabels({ terminal: { copyOutput: 'Sortie' }, status: { success: 'Fini' } });
    expect(DEFAULT_LABELS.terminal.copyOutput).toBe('Copy output');
    expect(DEFAULT_LABELS.status.success).toBe('Done');
  });

  it('draws a card with one nested key overridden and the rest of its words in English', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'terminal', command: 'ls', output: 'a\n'.repeat(12) }}
        labels={{ terminal: { copyOutput: 'Copier la sortie' } }}
      />,
    );
    expect(slot(container, 'copy-output')).toHaveAccessibleName('Copier la sortie');
    expect(slot(container, 'copy-command')).toHaveAccessibleName('Copy command');
    expect(slot(container, 'find-input')).toHaveAccessibleName('Find in output');
  });

  it('takes a function whole, at the top or in a group', () => {
    const labels = resolveLabels({
      date: ({ year, month, day }) => `${year}년 ${month}월 ${day}일`,
      search: { fileMatches: (count) => `${count}건` },
    });
    expect(labels.date({ year: '2025', month: 7, day: 10 })).toBe('2025년 7월 10일');
    expect(labels.search.fileMatches('3')).toBe('3건');
    expect(labels.search.noMatches).toBe(DEFAULT_LABELS.search.noMatches);
  });
});
