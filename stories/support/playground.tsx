import { useId, useMemo, useState, type ReactNode } from 'react';
import { ToolCard } from '../../src/index';
import { PAYLOAD_KIND_LABELS, readPastedPayload } from './read-pasted-payload';

/** A one-click sample: a payload as a host has it, under a heading of its kind. */
export interface PlaygroundSample {
  group: string;
  name: string;
  value: unknown;
}

/** Props of {@link Playground}. */
export interface PlaygroundProps {
  /** The samples offered as buttons, grouped by their `group`, in order. */
  samples: readonly PlaygroundSample[];
  /** The text the box starts with. */
  initialText?: string;
}

const asText = (value: unknown) => JSON.stringify(value, null, 2);

function groupsOf(samples: readonly PlaygroundSample[]): [string, PlaygroundSample[]][] {
  const groups = new Map<string, PlaygroundSample[]>();
  for (const sample of samples) groups.set(sample.group, [...(groups.get(sample.group) ?? []), sample]);
  return [...groups];
}

/**
 * Paste anything a host might have (a render intent, a DSH call, an AI SDK tool part, an MCP
 * `CallToolResult`) and see the card the kit draws for it, with what the protocol check says
 * when the value is not a valid intent. Reading is {@link readPastedPayload}'s; this only draws.
 */
export function Playground({ samples, initialText = asText(samples[0]?.value ?? {}) }: PlaygroundProps): ReactNode {
  const [text, setText] = useState(initialText);
  const payload = useMemo(() => readPastedPayload(text), [text]);
  const boxId = useId();
  return (
    <div className="toolcards-playground" data-playground="">
      <div data-playground-samples="">
        {groupsOf(samples).map(([group, members]) => (
          <div key={group} role="group" aria-label={group} data-playground-group="">
            <span aria-hidden="true">{group}</span>
            {members.map((sample) => (
              <button key={sample.name} type="button" onClick={() => setText(asText(sample.value))}>
                {sample.name}
              </button>
            ))}
          </div>
        ))}
      </div>
      <label htmlFor={boxId}>Payload (JSON)</label>
      <textarea
        id={boxId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={12}
        spellCheck={false}
      />
      <p data-payload-kind={payload.kind}>{PAYLOAD_KIND_LABELS[payload.kind]}</p>
      {payload.jsonError === undefined ? null : <p data-json-error="">Not JSON: {payload.jsonError}</p>}
      {payload.issues.length === 0 ? null : (
        <section aria-label="What the protocol check says" data-protocol-issues="">
          <p>
            <code>parseIntent</code> refuses it, so the card below is the fallback:
          </p>
          <ul>
            {payload.issues.map((issue, index) => (
              <li key={index}>
                <code>{issue.path === '' ? '(the value)' : issue.path}</code>: {issue.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ToolCard intent={payload.intent} />
    </div>
  );
}
