// `npm run screenshots`: the README's pictures of the example chat, at a phone's width and a
// laptop's, written next to this file. Not part of `npm test` (pixels differ by machine and font).
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatApp } from '../../examples/chat/chat-app';

it.each([360, 900])('the example chat at %ipx', async (width) => {
  await page.viewport(width, 900);
  const { container } = await render(<ChatApp initialTheme="light" />);
  // The last turn: its open cards (a failing build, a diff) are what the README talks about.
  const cards = [...container.querySelectorAll<HTMLElement>('[data-toolcard]')];
  cards.at(-4)?.scrollIntoView({ block: 'start' });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await page.screenshot({ path: `chat-${width}.png` });
});
