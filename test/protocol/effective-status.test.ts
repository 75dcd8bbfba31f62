import { effectiveStatus } from '../../src/protocol/index';

describe('effectiveStatus', () => {
  it('defaults to success', () => {
    expect(effectiveStatus({ card: 'generic' })).toBe('success');
  });
  it.each([
    [{ isError: true }, 'error'],
    [{ status: 'error' as const }, 'error'],
    [{ error: 'EACCES' }, 'error'],
    [{ exitCode: 2 }, 'error'],
    [{ signal: 'SIGTERM' }, 'cancelled'],
    [{ signal: 'int' }, 'cancelled'],
    [{ exitCode: 143 }, 'cancelled'],
    [{ exitCode: 130 }, 'cancelled'],
    [{ signal: 'SIGKILL' }, 'error'],
    [{ signal: 'SIGSEGV' }, 'error'],
    [{ exitCode: 137 }, 'error'],
    [{ signal: 'SIGKILL', exitCode: 143 }, 'error'],
    [{ signal: 'SIGTERM', error: 'Timed out after 120 s' }, 'error'],
    [{ signal: 'SIGTERM', isError: true }, 'error'],
    [{ status: 'cancelled' as const, signal: 'SIGKILL' }, 'cancelled'],
    [{ exitCode: 0 }, 'success'],
    [{ status: 'running' as const }, 'running'],
    [{ status: 'pending' as const }, 'pending'],
    [{ status: 'cancelled' as const, signal: 'SIGINT' }, 'cancelled'],
    [{ status: 'success' as const, isError: true }, 'error'],
    [{ status: 'success' as const, exitCode: 1 }, 'error'],
  ])('%j is %s', (fields, expected) => {
    expect(effectiveStatus(fields)).toBe(expected);
  });
});
