const STATIC_PREFIX = 'tool-';

/**
 * The tool name of an AI SDK tool part: the `<name>` of `type: "tool-<name>"`, or `toolName`
 * of a `dynamic-tool` part. `undefined` for any other message part (text, reasoning, data…)
 * and for anything that is not a part, so a host can pick the tool parts out of
 * `message.parts` with it. Never throws.
 */
export function toolNameOfPart(part: unknown): string | undefined {
  try {
    if (typeof part !== 'object' || part === null) return undefined;
    const { type, toolName } = part as { type?: unknown; toolName?: unknown };
    if (type === 'dynamic-tool') return typeof toolName === 'string' && toolName.length > 0 ? toolName : undefined;
    // Same split as the SDK's getStaticToolName: everything after the first "tool-", dashes kept.
    if (typeof type === 'string' && type.startsWith(STATIC_PREFIX) && type.length > STATIC_PREFIX.length) {
      return type.slice(STATIC_PREFIX.length);
    }
    return undefined;
  } catch {
    // A proxy or a throwing getter from a host's store: not a part this kit can read.
    return undefined;
  }
}
