// An ESLint rule of the repository's own (eslint.config.js): a comment that disables a React
// hooks rule must say why after ` -- `, so each finding the code keeps is reviewed with its
// reason. ESLint's own directive options cannot require a description for one plugin's rules.

const DIRECTIVE = /^\s*eslint-disable(?:-next-line|-line)?(?:\s+(.*))?$/s;

/** Whether a directive comment's text turns off a React hooks rule without saying why. */
function disablesHooksRuleWithoutReason(text) {
  const directive = DIRECTIVE.exec(text);
  if (!directive) return false;
  const [rules = '', reason] = (directive[1] ?? '').split(/\s--\s/, 2);
  // `eslint-disable` alone turns off every rule, the hooks rules among them.
  const namesHooksRule = rules.trim() === '' || rules.split(',').some((rule) => rule.trim().startsWith('react-hooks/'));
  return namesHooksRule && (reason === undefined || reason.trim() === '');
}

/** `toolcards/hooks-disable-has-reason`: a disabled React hooks rule has a reason (`-- why`). */
export const hooksDisableHasReason = {
  meta: {
    type: 'problem',
    docs: { description: 'Require a reason (` -- why`) on every comment that disables a react-hooks rule' },
    messages: {
      noReason:
        'Say why this react-hooks rule is disabled: `// eslint-disable-next-line react-hooks/<rule> -- <reason>`.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (disablesHooksRuleWithoutReason(comment.value))
            context.report({ loc: comment.loc, messageId: 'noReason' });
        }
      },
    };
  },
};
