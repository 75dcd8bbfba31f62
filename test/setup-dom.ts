import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';

// The cards' code is lazy in the browser build these tests use: loaded before each file's tests,
// as a host's test setup does (`setupToolcardsTesting`), so a render draws the card at once.
// Imported in a hook rather than at the top, so the card modules (and the header parts the lazy
// cards import at startup: the ANSI screen, the line differ) load after the file's `vi.mock`s.
// The loading itself is tested with cards of the tests' own (test/cards/lazy-cards.test.tsx).
beforeAll(async () => (await import('../src/shell/preload-cards')).preloadCards());
