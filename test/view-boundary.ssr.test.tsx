import { renderToString } from 'react-dom/server';
import { ToolCard } from '../src/index';

vi.mock('../src/cards/generic/generic-card', () => ({
  GenericCardBody: () => {
    throw new Error('the generic view has a bug');
  },
}));

describe('server rendering of a view that throws', () => {
  it('sends the raw data with a note instead of failing the page', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let markup = '';
    expect(() => {
      markup = renderToString(<ToolCard intent={{ card: 'generic', title: 'broken', rawInput: { keep: 'me' } }} />);
    }).not.toThrow();
    expect(markup).toContain('The generic view failed to draw');
    expect(markup).toContain('keep');
    expect(markup).toContain('data-slot="title"');
    errors.mockRestore();
  });
});
