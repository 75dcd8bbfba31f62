import type { ReactNode } from 'react';

/** What a host would otherwise do for a JSON value: pretty-print it whole into a <pre>. */
export function StringifiedJson({ value }: { value: unknown }) {
  return <pre>{JSON.stringify(value, null, 2)}</pre>;
}

/** The other usual way: a plain recursive tree component that draws every node. */
export function RecursiveJsonTree({ value, name = 'root' }: { value: unknown; name?: string }): ReactNode {
  if (typeof value === 'object' && value !== null) {
    return (
      <details open>
        <summary>{name}</summary>
        <div style={{ paddingLeft: 12 }}>
          {Object.entries(value).map(([key, child]) => (
            <RecursiveJsonTree key={key} name={key} value={child} />
          ))}
        </div>
      </details>
    );
  }
  return (
    <div>
      {name}: {JSON.stringify(value)}
    </div>
  );
}

/** About 10 MB of JSON: 40,000 records of mixed types. Deterministic. */
export function tenMegabyteValue(): unknown {
  const records = [];
  for (let index = 0; index < 40_000; index += 1) {
    records.push({
      id: index,
      name: `record ${index}`,
      active: index % 3 === 0,
      score: ((index * 7919) % 1000) / 10,
      tags: ['alpha', 'beta', `t${index % 17}`],
      owner: { team: `team-${index % 23}`, email: `user${index}@example.com` },
      note: 'lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore',
    });
  }
  return { records };
}

/** A value nested `levels` deep. */
export function deepValue(levels: number): unknown {
  let value: unknown = { bottom: true };
  for (let level = 0; level < levels; level += 1) value = { next: value };
  return value;
}
