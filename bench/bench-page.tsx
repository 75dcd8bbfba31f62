/// <reference types="vite/client" />
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../src/styles/styles.css';
import { ToolCard } from '../src/index';
import { deepValue, RecursiveJsonTree, StringifiedJson, tenMegabyteValue } from './json-alternatives';

/** Resolves once the frame with the new DOM has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const stage = document.getElementById('stage') as HTMLElement;
let root: Root | undefined;

/** Milliseconds to mount one tree (React render and commit) and until its first paint. */
interface Timing {
  mount: number;
  paint: number;
}

/** Mounts one tree and measures until its first paint. */
async function mountAndPaint(node: () => ReactNode): Promise<Timing> {
  root?.unmount();
  stage.replaceChildren();
  await nextPaint();
  root = createRoot(stage);
  const start = performance.now();
  const element = node();
  flushSync(() => root?.render(element));
  const mount = performance.now() - start;
  await nextPaint();
  return { mount, paint: performance.now() - start };
}

const fixtures = import.meta.glob<{ default: unknown }>('../test/fixtures/intents/*.json', { eager: true });
const bigValue = tenMegabyteValue();
const deep = deepValue(10_000);

/** Every measured case: a name, then what it mounts. */
const cases: Record<string, () => ReactNode> = {};
for (const [path, module] of Object.entries(fixtures)) {
  const name = path.split('/').pop()?.replace('.json', '') ?? path;
  cases[`fixture:${name}`] = () => <ToolCard intent={module.default} />;
}
cases['json-10mb:toolcards'] = () => <ToolCard intent={{ card: 'generic', title: '10 MB', rawInput: bigValue }} />;
cases['json-10mb:stringify-pre'] = () => <StringifiedJson value={bigValue} />;
cases['json-10mb:recursive-tree'] = () => <RecursiveJsonTree value={bigValue} />;
cases['json-deep:toolcards'] = () => <ToolCard intent={{ card: 'generic', title: '10,000 levels', rawInput: deep }} />;
cases['json-deep:stringify-pre'] = () => <StringifiedJson value={deep} />;
cases['json-deep:recursive-tree'] = () => <RecursiveJsonTree value={deep} />;

declare global {
  interface Window {
    bench: { names: string[]; run: (name: string) => Promise<Timing | string> };
  }
}

window.bench = {
  names: Object.keys(cases),
  run: async (name) => {
    const make = cases[name];
    if (!make) return `unknown case ${name}`;
    try {
      return await mountAndPaint(make);
    } catch (error) {
      root = undefined;
      return `failed: ${String(error).slice(0, 60)}`;
    }
  },
};
