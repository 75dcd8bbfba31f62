import type { TerminalIntent } from './intent-types';

/** How a command ended, as the exit pill shows it. */
export type ExitStatus =
  { kind: 'code'; code: number; failed: boolean; signal?: string } | { kind: 'signal'; signal: string };

// Linux numbering, which is also what bash's 128+n exit statuses encode.
const SIGNALS: Partial<Record<number, string>> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  3: 'SIGQUIT',
  4: 'SIGILL',
  5: 'SIGTRAP',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  10: 'SIGUSR1',
  11: 'SIGSEGV',
  12: 'SIGUSR2',
  13: 'SIGPIPE',
  14: 'SIGALRM',
  15: 'SIGTERM',
};
const KNOWN_NAMES = new Set(Object.values(SIGNALS));

/** A signal by its conventional name: `15`, `term` and `SIGTERM` all give `SIGTERM`; anything else as sent. */
export function signalName(signal: string): string {
  const trimmed = signal.trim();
  if (/^\d+$/.test(trimmed)) return SIGNALS[Number(trimmed)] ?? trimmed;
  const upper = trimmed.toUpperCase();
  if (KNOWN_NAMES.has(upper)) return upper;
  if (KNOWN_NAMES.has(`SIG${upper}`)) return `SIG${upper}`;
  return trimmed;
}

/** The signal a shell's `128 + n` exit status stands for (`137` is `SIGKILL`), if any. */
export function signalOfExitCode(code: number): string | undefined {
  return code > 128 ? SIGNALS[code - 128] : undefined;
}

// The two signals that ask a command to stop (Ctrl-C, `kill`'s default, a process manager's
// stop): someone ended it, it did not break. Every other signal (SIGKILL from the OOM killer,
// SIGSEGV, SIGABRT) is how a crash or a forced kill reads.
const STOP_SIGNALS = new Set(['SIGINT', 'SIGTERM']);

/**
 * The stop signal (`SIGINT` or `SIGTERM`) that ended a command, named by `signal` or by a shell's
 * `128 + n` exit status (`130`, `143`); `undefined` when it ended otherwise. Fields of another
 * type are ignored. A named `signal` is read first, as the status pill's detail reads it.
 */
export function stopSignalOf(fields: { exitCode?: unknown; signal?: unknown }): string | undefined {
  const signal =
    typeof fields.signal === 'string' && fields.signal.trim() !== ''
      ? signalName(fields.signal)
      : typeof fields.exitCode === 'number'
        ? signalOfExitCode(fields.exitCode)
        : undefined;
  return signal !== undefined && STOP_SIGNALS.has(signal) ? signal : undefined;
}

/**
 * The exit pill's model: the signal when there is one, else the exit code, with the signal a
 * shell's `128 + n` status stands for (`137` is `SIGKILL`). `undefined` while the command has
 * neither (pending, running).
 */
export function exitStatus(intent: Pick<TerminalIntent, 'exitCode' | 'signal'>): ExitStatus | undefined {
  if (intent.signal !== undefined && intent.signal.trim() !== '')
    return { kind: 'signal', signal: signalName(intent.signal) };
  if (intent.exitCode === undefined) return undefined;
  const code = intent.exitCode;
  const signal = signalOfExitCode(code);
  return signal === undefined
    ? { kind: 'code', code, failed: code !== 0 }
    : { kind: 'code', code, failed: true, signal };
}
