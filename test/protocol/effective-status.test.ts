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
    [{ signal: 'SIGTERM' }, 'error'],
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
