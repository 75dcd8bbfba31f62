/** Stands in for `@ai-sdk/react` in README examples: `useChat` returns what the test set. */
export const chat: { messages: { id: string; role: string; parts: unknown[] }[] } = { messages: [] };

export function useChat() {
  return chat;
}
