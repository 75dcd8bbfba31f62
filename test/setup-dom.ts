import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { preloadCards } from '../src/cards/preload-cards';

// The cards' code is lazy in the browser build these tests use: loaded before each file's tests,
// as a host's test setup does (`setupToolcardsTesting`), so a render draws the card at once. In a
// hook rather than at the top, so it imports the card modules after the file's `vi.mock`s. The
// loading itself is tested with cards of the tests' own (test/cards/lazy-cards.test.tsx).
beforeAll(() => preloadCards());
