import { useCallback, useMemo, useState, type ReactNode, type Ref } from 'react';
// The kit from source, like Storybook: the example always draws the working tree, with no build
// of the package first. A real host writes `import { ToolCard } from 'toolcards'` and
// `import 'toolcards/styles.css'` (chat.css imports the kit's styles.css the same way).
import {
  ToolCard,
  ToolTranscript,
  type OpenLocationRequest,
  type ToolTranscriptHandle,
  type TranscriptItem,
} from '../../src/index';
import './chat.css';
import { chatTranscript, type ChatMessageEntry, type ToolCallEntry, type TranscriptEntry } from './transcript';

/** A palette the page can be forced into. */
export type ChatTheme = 'light' | 'dark';

/** Props of {@link ChatTranscript}. */
export interface ChatTranscriptProps {
  /** The conversation, in order. */
  entries: readonly TranscriptEntry[];
  /** Draws one tool call; a `<ToolCard>` unless set (the bench swaps in a plain `<pre>`). */
  renderCall?: (entry: ToolCallEntry) => ReactNode;
  /**
   * Opens a file location a card shows (a search result, a path in a command's output); absent, locations stay text.
   */
  onOpenLocation?: (location: OpenLocationRequest) => void;
}

/** A message's author and text. */
function MessageText({ entry }: { entry: ChatMessageEntry }) {
  return (
    <>
      {/* Each message is headed by its author, like the big chat apps, so a screen reader can jump
          message to message; the cards' section headings (h4) then sit under the agent's h3. */}
      <h3 data-chat-slot="author">{authorOf(entry)}</h3>
      <p data-chat-slot="bubble">{entry.text}</p>
    </>
  );
}

const authorOf = (entry: ChatMessageEntry) => (entry.role === 'user' ? 'You' : 'Agent');

function MessageBubble({ entry }: { entry: ChatMessageEntry }) {
  return (
    <li data-chat-slot="message" data-role={entry.role}>
      <MessageText entry={entry} />
    </li>
  );
}

/** The conversation as `<ToolTranscript>` items: each call by its intent, each message as a host item. */
function transcriptItems(entries: readonly TranscriptEntry[]): TranscriptItem<ChatMessageEntry>[] {
  return entries.map((entry) =>
    entry.type === 'message'
      ? { id: entry.id, host: entry, label: authorOf(entry) }
      : { id: entry.id, intent: entry.call.intent, defaultOpen: entry.defaultOpen },
  );
}

function drawMessage(entry: ChatMessageEntry): ReactNode {
  return (
    <div data-chat-slot="message" data-role={entry.role}>
      <MessageText entry={entry} />
    </div>
  );
}

/** Props of {@link ChatSession}. */
export interface ChatSessionProps {
  /** The conversation, in order. */
  entries: readonly TranscriptEntry[];
  /**
   * Opens a file location a card shows (a search result, a path in a command's output); absent, locations stay text.
   */
  onOpenLocation?: (location: OpenLocationRequest) => void;
  /** The transcript's handle: `scrollToItem(id)`, `jumpToLatest()`, as a host that links to a call uses it. */
  transcriptRef?: Ref<ToolTranscriptHandle>;
}

/**
 * The conversation as one `<ToolTranscript>`: virtualized (only the items near the viewport are drawn), following
 * the newest call while the reader is at the bottom, one Tab stop for the whole session (↑/↓ or j/k between items,
 * Enter to open a card).
 */
export function ChatSession({ entries, onOpenLocation, transcriptRef }: ChatSessionProps) {
  const items = useMemo(() => transcriptItems(entries), [entries]);
  return <ToolTranscript ref={transcriptRef} items={items} renderItem={drawMessage} onOpenLocation={onOpenLocation} />;
}

/**
 * The conversation as a plain list: chat bubbles and, between them, one card per tool call, every one drawn. The
 * bench's baseline for {@link ChatSession} (and for a `<pre>` per call, through `renderCall`).
 */
export function ChatTranscript({ entries, renderCall, onOpenLocation }: ChatTranscriptProps) {
  const drawCall =
    renderCall ??
    ((entry: ToolCallEntry) => (
      <ToolCard intent={entry.call.intent} defaultOpen={entry.defaultOpen} onOpenLocation={onOpenLocation} />
    ));
  return (
    <ol data-chat-slot="transcript">
      {entries.map((entry) =>
        entry.type === 'message' ? (
          <MessageBubble key={entry.id} entry={entry} />
        ) : (
          <li key={entry.id} data-chat-slot="tool-call">
            {drawCall(entry)}
          </li>
        ),
      )}
    </ol>
  );
}

function preferredTheme(): ChatTheme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Props of {@link ChatApp}. */
export interface ChatAppProps {
  /** The conversation; the recorded sessions' 200 tool calls unless set. */
  entries?: readonly TranscriptEntry[];
  /** The palette at first; the system's preference unless set. */
  initialTheme?: ChatTheme;
  /** The conversation's transcript handle (see {@link ChatSessionProps.transcriptRef}). */
  transcriptRef?: Ref<ToolTranscriptHandle>;
}

/** A location as an editor names it: `path:line:column`, as far as it is known. */
function locationText({ path, line, column }: OpenLocationRequest): string {
  return [path, line, line === undefined ? undefined : column].filter((part) => part !== undefined).join(':');
}

/**
 * The example page: a header with a light/dark switch over the conversation, drawn by {@link ChatSession}. The switch
 * sets `data-theme` on the page's root element, and every card under it follows (the kit's
 * stylesheet reads `data-theme` on any ancestor), with no prop passed to a single card. File
 * locations in the cards are buttons (`onOpenLocation`); a real host opens its editor there, the
 * example says in its header which one was asked for.
 */
export function ChatApp({ entries, initialTheme, transcriptRef }: ChatAppProps) {
  const [theme, setTheme] = useState<ChatTheme>(() => initialTheme ?? preferredTheme());
  const [opened, setOpened] = useState<string>('');
  // One function for the page's life: a location opened redraws the header, not 200 cards.
  const openLocation = useCallback((location: OpenLocationRequest) => setOpened(locationText(location)), []);
  const conversation = entries ?? chatTranscript();
  const calls = conversation.filter((entry) => entry.type === 'tool').length;
  return (
    <div data-chat="" data-theme={theme}>
      <header data-chat-slot="topbar">
        <div data-chat-slot="heading">
          <h1>Agent session</h1>
          <p>{calls} tool calls replayed from recorded sessions</p>
          <p data-chat-slot="opened-location" role="status">
            {opened === '' ? '' : `Opened ${opened}`}
          </p>
        </div>
        <button
          type="button"
          data-chat-slot="theme-toggle"
          aria-pressed={theme === 'dark'}
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span> Dark theme
        </button>
      </header>
      <main data-chat-slot="conversation" aria-labelledby="chat-conversation-heading">
        <h2 id="chat-conversation-heading" data-chat-slot="visually-hidden">
          Conversation
        </h2>
        <ChatSession entries={conversation} onOpenLocation={openLocation} transcriptRef={transcriptRef} />
      </main>
    </div>
  );
}
