import { combineViews, type ToolCallRecord } from '../protocol/combine-views';
import { effectiveStatus } from '../protocol/effective-status';
import { fallbackIntent } from '../protocol/fallback-intent';
import type { GenericIntent, RenderIntent, ToolApproval, ToolStatus } from '../protocol/intent-types';
import { parseIntent, type IntentIssue } from '../protocol/parse-intent';
import type { ToolResultFacts } from './read-call-tool-result';

/** What a presenter is told besides the input and output. */
export interface PresentContext {
  /** The tool's registered name. */
  tool: string;
  /** The status the card will show (a settled call is `success` unless it failed). */
  status: ToolStatus;
}

/**
 * A host's card for one tool: called in every state, with `output` `undefined` until the call
 * has a result, so it can draw the pending view too. `input` is never `undefined` unless the host
 * opts in ({@link PresentOptions.presentWithoutInput}): before the first arguments stream in, the
 * generic pending card stands instead. While arguments stream, `input` is partial (fields may be
 * missing). It may throw or return something that is not an intent: the card then falls back.
 */
export type ToolPresenter<Input = unknown, Output = unknown> = (
  input: Input,
  output: Output | undefined,
  context: PresentContext,
) => RenderIntent;

/** Why a presenter's card was not used (see {@link PresentOptions.onPresenterError}). */
export type PresenterProblem =
  { tool: string; reason: 'threw'; error: unknown } | { tool: string; reason: 'invalid-intent'; errors: IntentIssue[] };

/** Options of the adapters: the host's cards per tool. */
export interface PresentOptions {
  /** Cards per tool name. A tool with none is shown by its output, if that is an intent, or generically. */
  // `any`: a host's presenter declares its own input and output types; the adapter passes what the source sent.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  present?: Readonly<Record<string, ToolPresenter<any, any> | undefined>>;
  /** Told when a presenter threw or returned an invalid intent (the card fell back); for logging. */
  onPresenterError?: (problem: PresenterProblem) => void;
  /**
   * Call presenters before the call has any input too (`input` `undefined`, as on the AI SDK's
   * first `input-streaming` part). Off by default, so a presenter can read `input.command`.
   */
  presentWithoutInput?: boolean;
}

/** What an adapter learned about one call, in the protocol's terms. */
export interface ToolCallFacts {
  /** The tool's registered name. */
  tool: string;
  /** The call's arguments (partial while they stream); `undefined` when there are none. */
  input: unknown;
  /** A display title from the source, for the fallback card (the tool name otherwise). */
  title?: string;
  /** The lifecycle status; `undefined` for a settled call, whose view decides (success by default). */
  status?: ToolStatus;
  /** The result, once there is one (preliminary results included). */
  result?: ToolResultFacts;
  /** The call failed before giving a result. */
  isError?: boolean;
  /** The error message to show. */
  error?: string;
  /** Human-in-the-loop state. */
  approval?: ToolApproval;
}

function report(options: PresentOptions, problem: PresenterProblem): void {
  try {
    options.onPresenterError?.(problem);
  } catch {
    // A logging hook that throws must not cost the user the card.
  }
}

/**
 * What a presenter is given as input, or `undefined` when it must not be called yet. A call with
 * a result but no input took no arguments (MCP lets a client leave `arguments` out): `{}`.
 */
function presenterInput(options: PresentOptions, input: unknown, settled: boolean): { input: unknown } | undefined {
  if (input !== undefined || options.presentWithoutInput === true) return { input };
  return settled ? { input: {} } : undefined;
}

/** The host's view for the call, or `undefined` when there is none or it is unusable. */
function presenterView(
  options: PresentOptions,
  tool: string,
  facts: ToolCallFacts,
  context: PresentContext,
): RenderIntent | undefined {
  const presenters = options.present;
  // Own keys only: a tool named "constructor" or "toString" must not call Object's methods.
  if (presenters === undefined || presenters === null || !Object.hasOwn(presenters, tool)) return undefined;
  const presenter = presenters[tool];
  if (typeof presenter !== 'function') return undefined;
  const given = presenterInput(options, facts.input, facts.result !== undefined);
  if (given === undefined) return undefined;
  let value: unknown;
  try {
    value = presenter(given.input, facts.result?.raw, context);
  } catch (error) {
    report(options, { tool, reason: 'threw', error });
    return undefined;
  }
  const parsed = parseIntent(value);
  if (parsed.ok) return parsed.intent;
  report(options, { tool, reason: 'invalid-intent', errors: parsed.errors });
  return undefined;
}

function intentOrUndefined(value: unknown): RenderIntent | undefined {
  if (value === undefined) return undefined;
  const parsed = parseIntent(value);
  return parsed.ok ? parsed.intent : undefined;
}

/**
 * The intent for one call. The view is, in order: the host's presenter for the tool; the
 * result's structured value when it is itself a valid intent; the generic fallback card (tool
 * name or the source's title, input, output). `combineViews` then applies the lifecycle rules
 * (tool, status, raw result content for a view without its own), and the call's error and
 * approval go on top: a presenter may refine a settled result into an error, but never changes
 * a status the lifecycle fixed. A view without a title keeps none: its header names it by its
 * command or path, and by the tool name as the last resort.
 *
 * A presenter that throws or returns an invalid intent is skipped as if absent: nothing is
 * added to the card (no error, no status change, since the call itself did not fail), and
 * `onPresenterError` is told. Pure apart from that hook; never throws.
 */
export function presentTool(facts: ToolCallFacts, options: PresentOptions = {}): RenderIntent {
  const { tool, input, result } = facts;
  const pending: GenericIntent = fallbackIntent(tool, input);
  if (facts.title !== undefined && facts.title.length > 0) pending.title = facts.title;

  const settledStatus: ToolStatus = result?.isError === true ? 'error' : 'success';
  const context: PresentContext = { tool, status: facts.status ?? settledStatus };
  const view = presenterView(options, tool, facts, context) ?? intentOrUndefined(result?.value);

  // A view stands as its own pending view: given the fallback's, a view without a title would
  // be headed by the bare tool name instead of its own command or path.
  const record: ToolCallRecord = { tool, args: input, call: view ?? pending };
  if (facts.status !== undefined) record.status = facts.status;
  if (result !== undefined) {
    record.result = view ?? (result.value === undefined ? { ...pending } : { ...pending, output: result.value });
    if (result.content !== undefined) record.content = result.content;
    if (result.isError === true) record.isError = true;
  } else if (facts.isError === true) {
    record.isError = true;
  }

  const merged = combineViews(record) as RenderIntent;
  if (facts.error !== undefined) merged.error = facts.error;
  if (facts.approval !== undefined) merged.approval = facts.approval;
  // Say a settled call's status outright, from everything that says how it went.
  if (merged.status === undefined) merged.status = effectiveStatus(merged);
  return merged;
}
