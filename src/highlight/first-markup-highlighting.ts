import { createContext } from 'react';

/**
 * Whether a server render and the hydration of its markup draw code highlighted: what a
 * `<ToolCardHost highlightFirstMarkup>` asks for. False by default, so the same intent gives the
 * same server markup whatever the process loaded before (a `preloadHighlighter` call for another
 * page, a test that ran earlier), and a client that loaded nothing hydrates it cleanly.
 */
export const FirstMarkupHighlightingContext = createContext(false);
