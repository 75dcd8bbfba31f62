import type { GenericIntent } from '../../protocol/intent-types';
import { showsErrorText } from '../../protocol/shows-error-text';

/** What an open generic body draws, top to bottom: the rule the body and its loading room share. */
export interface GenericOpenParts {
  /** The input section: its text as written (a string), or its JSON tree; absent without input. */
  input: 'text' | 'json' | undefined;
  /** The view's content blocks (a "Result" section, Markdown). */
  content: boolean;
  /** The tool's raw content (a section of plain text). */
  raw: boolean;
  /** The structured output's JSON tree (an "Output" section). */
  output: boolean;
  /** "No output", for a finished call with nothing to show (and no error area saying why). */
  empty: boolean;
}

/**
 * What an open generic body draws, from the intent: the body draws by it, and the header part
 * keeps its room by it before the card's code comes.
 */
export function genericOpenParts(intent: GenericIntent): GenericOpenParts {
  const input = intent.rawInput === undefined ? undefined : typeof intent.rawInput === 'string' ? 'text' : 'json';
  const content = intent.content !== undefined && intent.content.length > 0;
  const raw = intent.rawContent !== undefined && intent.rawContent.length > 0;
  const output = intent.output !== undefined;
  const empty =
    !input &&
    !content &&
    !output &&
    !raw &&
    intent.status !== 'pending' &&
    intent.status !== 'running' &&
    !showsErrorText(intent);
  return { input, content, raw, output, empty };
}
