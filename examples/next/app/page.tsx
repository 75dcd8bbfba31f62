import { ToolCard } from 'toolcards';
import { cardOfEachKind, recordedSessionCalls } from './recorded-calls';

// A server component: it reads the intents and hands them to <ToolCard>, a client component
// ('use client' is in the package). The page is prerendered at build time and streamed; every
// card is in the first HTML, readable with JavaScript off, and hydrates without a warning.
export default function Page() {
  return (
    <main>
      <h1>One card of each kind</h1>
      {cardOfEachKind().map(({ id, intent }) => (
        <section key={id} data-example-call={id}>
          <ToolCard intent={intent} />
        </section>
      ))}
      <h1>Recorded sessions</h1>
      {recordedSessionCalls().map(({ id, intent }) => (
        <section key={id} data-example-call={id}>
          <ToolCard intent={intent} />
        </section>
      ))}
    </main>
  );
}
