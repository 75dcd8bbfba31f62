/** Characters that mean something in a regular expression, escaped to match a label as written. */
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The error text as the error area draws it after its own "Error:" heading: without the
 * `Error:` leads a tool or a host already wrote (any case, any number: `Error: Error: boom`,
 * `error: pathspec…`), nor the heading's own word followed by a colon (`오류:` under a Korean
 * heading), so the area never says "Error: Error: …". A lead that names the error's kind
 * (`TypeError:`, `fatal:`) is the message and stays; a text that is only a lead stays whole.
 */
export function errorWithoutLead(text: string, heading = 'Error'): string {
  const word = heading.trim().replace(REGEX_SPECIAL, '\\$&');
  const lead = new RegExp(`^\\s*(?:error${word === '' ? '' : `|${word}`})\\s*[:：]\\s*`, 'i');
  let rest = text;
  // Bounded by the text: each pass removes at least the colon.
  for (let match = lead.exec(rest); match !== null; match = lead.exec(rest)) rest = rest.slice(match[0].length);
  return rest.trim() === '' ? text : rest;
}
