/**
 * The host's own page, drawn once before any case: a chat app has rendered its shell with React
 * (a header, a message list, a composer) before the first tool card arrives, so React's own code
 * has run once. Without it every subject's first case would time React compiling its reconciler,
 * a cost no app pays at its first tool card. It uses no toolcards code, so the kit's code stays as
 * cold as a fresh page leaves it, and every subject (the kit and its alternatives) meets the same
 * warmed React.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const Theme = createContext('light');

function Message(props: { text: string; mine: boolean }) {
  const theme = useContext(Theme);
  const ref = useRef<HTMLLIElement>(null);
  const [seen, setSeen] = useState(false);
  useLayoutEffect(() => {
    ref.current?.setAttribute('data-drawn', '');
  }, []);
  // An app's message marks itself seen once shown (a timer, as its read receipts would).
  useEffect(() => {
    const timer = setTimeout(() => setSeen(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <li ref={ref} className={props.mine ? 'mine' : 'theirs'} data-theme={theme} data-seen={seen ? '' : undefined}>
      <p>{props.text}</p>
    </li>
  );
}

function Shell() {
  const [draft, setDraft] = useState('');
  const messages = useMemo(
    () => Array.from({ length: 12 }, (_, index) => ({ id: index, text: `Message ${index + 1}` })),
    [],
  );
  return (
    <Theme.Provider value="light">
      <header>
        <h1>Chat</h1>
      </header>
      <ol aria-label="Messages">
        {messages.map((message) => (
          <Message key={message.id} text={message.text} mine={message.id % 2 === 0} />
        ))}
      </ol>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Message <input value={draft} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit">Send</button>
      </form>
    </Theme.Provider>
  );
}

/** Draws the host's shell into `container` and waits for its effects, as an app's first screen. */
export async function drawHostShell(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  flushSync(() => root.render(<Shell />));
  await new Promise((resolve) => setTimeout(resolve, 50));
}
