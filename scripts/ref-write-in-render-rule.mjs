// An ESLint rule of the repository's own (eslint.config.js): no write through a ref while a component or a hook
// renders. React's `react-hooks/refs` reports `ref.current = value` in a render, but not a write to a property of the
// object a ref holds (`state.current.height = value`), which breaks the same rule: a render React discards, or one
// it runs twice, must leave nothing behind. Writes inside callbacks and effects (nested functions) are fine.

const COMPONENT_OR_HOOK = /^(use[A-Z0-9]|[A-Z])/;

/** The name a function is known by: its own, or the variable it is assigned to. */
function nameOf(fn) {
  if (fn.id?.name) return fn.id.name;
  if (fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier') return fn.parent.id.name;
  return undefined;
}

/**
 * Whether a member expression writes into what a ref holds (`a.current.b`, `a.current[b].c`). `a.current` itself is
 * `react-hooks/refs`' to report.
 */
function throughCurrent(node) {
  if (node?.type !== 'MemberExpression') return false;
  for (let target = node.object; target?.type === 'MemberExpression'; target = target.object) {
    if (!target.computed && target.property.type === 'Identifier' && target.property.name === 'current') return true;
  }
  return false;
}

/** The function a node runs in, or undefined at module level. */
function enclosingFunction(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'FunctionDeclaration' || at.type === 'FunctionExpression' || at.type === 'ArrowFunctionExpression')
      return at;
  }
  return undefined;
}

/** `toolcards/no-ref-write-in-render`: nothing is written through a ref in a component's or hook's own body. */
export const noRefWriteInRender = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow writes through `.current` in the body of a component or hook (while rendering)' },
    messages: {
      writeInRender:
        'This writes through a ref while rendering; write it in an effect or an event handler, or derive it in render.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, target) => {
      if (!throughCurrent(target)) return;
      const fn = enclosingFunction(node);
      const name = fn && nameOf(fn);
      if (name && COMPONENT_OR_HOOK.test(name)) context.report({ node, messageId: 'writeInRender' });
    };
    return {
      AssignmentExpression(node) {
        check(node, node.left);
      },
      UpdateExpression(node) {
        check(node, node.argument);
      },
    };
  },
};
