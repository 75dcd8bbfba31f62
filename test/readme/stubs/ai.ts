/** Stands in for `ai` in README examples: the tool part check, as the SDK defines it. */
export function isToolUIPart(part: { type: string }): boolean {
  return part.type.startsWith('tool-') || part.type === 'dynamic-tool';
}
