import { renderToString } from 'react-dom/server';
import { normalizeIds } from '../../src/testing/index';
import { firstMarkupTranscripts, serverRecord } from './transcript-first-markup';

// The client side (transcript-first-markup.test.tsx) hydrates these records and expects no change.
describe('the first markup of a transcript on the server', () => {
  it.each(firstMarkupTranscripts())('is the record the client hydrates, $name', async ({ name, drawn, element }) => {
    // Ids renamed in order, as a snapshot holds them: useId's spelling depends on what else the process rendered.
    const markup = normalizeIds(renderToString(element));
    expect(markup.match(/data-slot="feed-item"/g)).toHaveLength(drawn);
    await expect(markup).toMatchFileSnapshot(serverRecord(name));
  });
});
