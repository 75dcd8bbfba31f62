import { beforeAll } from 'vitest';
import { preloadCards } from '../src/shell/preload-cards';

// The cards' code is lazy in the browser build these tests draw: loaded before each file's tests,
// as a host's test setup does (`setupToolcardsTesting`), so a render draws the card at once. The
// loading itself is tested with cards of the tests' own (test/cards/lazy-cards.test.tsx), and in
// the example apps, which preload nothing.
beforeAll(() => preloadCards());
