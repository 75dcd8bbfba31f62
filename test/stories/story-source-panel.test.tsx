import { isValidElement } from 'react';

/*
 * Storybook's docs source panel prints a story's rendered element, props and all, unless the
 * story gives its source as written (`parameters.docs.source.code`, type `'code'`: then
 * @storybook/react's jsxDecorator skips the element, see its `skipJsxRender`). Its printer recurses
 * once per level of a prop's value, so a story that draws a value 100,000 levels deep crashed the
 * panel with a stack overflow. Every story whose element holds a value deeper than a printer can
 * walk gives a written-out source, and no story puts such a value in `args`, which the controls
 * panel walks the same way.
 */

type StoryModule = Record<string, unknown> & { default?: { args?: Record<string, unknown> } };
interface StoryObject {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: unknown) => unknown;
  parameters?: { docs?: { source?: { code?: unknown; type?: unknown } } };
}

const storyFiles = import.meta.glob<StoryModule>('../../stories/*.stories.tsx', { eager: true });

/** Deeper than this, a recursive printer risks the stack; far above any real story's data. */
const PRINTABLE_DEPTH = 500;

/** How deep `value` nests (objects, arrays, a React element's props), counted up to `limit`. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    deepest = Math.max(deepest, depth);
    if (deepest >= limit) return deepest;
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const children = isValidElement(current)
      ? [current.props]
      : Array.isArray(current)
        ? current
        : Object.values(current);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return deepest;
}

const stories = Object.entries(storyFiles).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name, story]) => name !== 'default' && typeof story === 'object' && story !== null)
    .map(([name, story]) => ({
      id: `${file.replace(/^.*\//, '')} ${name}`,
      story: story as StoryObject,
      metaArgs: module.default?.args ?? {},
    })),
);

describe('the Storybook docs source panel, for every story', () => {
  it('finds the stories', () => {
    expect(stories.map(({ id }) => id)).toContain('generic-card.stories.tsx DeepJson');
  });

  it.each(stories)('$id: keeps values deeper than a printer can walk out of its args', ({ story, metaArgs }) => {
    expect(depthOf({ ...metaArgs, ...story.args }, PRINTABLE_DEPTH)).toBeLessThan(PRINTABLE_DEPTH);
  });

  it.each(stories.filter(({ story }) => typeof story.render === 'function'))(
    '$id: gives a written-out source when the element it draws holds such a value',
    ({ story, metaArgs }) => {
      const args = { ...metaArgs, ...story.args };
      const element = story.render?.(args, { args, parameters: story.parameters ?? {}, globals: {} });
      if (depthOf(element, PRINTABLE_DEPTH) < PRINTABLE_DEPTH) return;
      expect(story.parameters?.docs?.source).toMatchObject({ type: 'code', code: expect.stringMatching(/<ToolCard/) });
    },
  );
});
