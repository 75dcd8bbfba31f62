import { statusPill, type StatusPillInput } from '../../src/protocol/index';

const settled: StatusPillInput = {
  status: 'success',
  approval: undefined,
  exitCode: undefined,
  signal: undefined,
  statusCode: undefined,
};

describe('statusPill: one rule per signal', () => {
  it('a plain success has no detail: not "exit 0", not "200 OK"', () => {
    expect(statusPill({ ...settled, exitCode: 0 }).detail).toBeUndefined();
    expect(statusPill({ ...settled, statusCode: 200 }).detail).toBeUndefined();
  });

  it('a non-zero exit code is the detail, with the signal a 128 + n code stands for', () => {
    expect(statusPill({ ...settled, status: 'error', exitCode: 2 }).detail).toEqual({
      type: 'exit',
      code: 2,
      signal: undefined,
    });
    expect(statusPill({ ...settled, status: 'error', exitCode: 137 }).detail).toEqual({
      type: 'exit',
      code: 137,
      signal: 'SIGKILL',
    });
  });

  it('a signal is the detail by its name, whatever the status says', () => {
    expect(statusPill({ ...settled, status: 'cancelled', signal: '15' })).toEqual({
      status: 'cancelled',
      approval: undefined,
      detail: { type: 'signal', signal: 'SIGTERM' },
    });
    expect(statusPill({ ...settled, status: 'error', signal: 'term', exitCode: 143 }).detail).toEqual({
      type: 'signal',
      signal: 'SIGTERM',
    });
  });

  it('an HTTP status outside 2xx is the detail', () => {
    expect(statusPill({ ...settled, status: 'error', statusCode: 404 }).detail).toMatchObject({
      type: 'http',
      status: { code: 404, reason: 'Not Found' },
    });
    expect(statusPill({ ...settled, statusCode: 301 }).detail).toMatchObject({
      type: 'http',
      status: { statusClass: '3xx' },
    });
  });

  it('requested and denied approvals replace the status word; approved does not', () => {
    expect(statusPill({ ...settled, status: 'pending', approval: 'requested' }).approval).toBe('requested');
    expect(statusPill({ ...settled, status: 'cancelled', approval: 'denied' }).approval).toBe('denied');
    expect(statusPill({ ...settled, status: 'running', approval: 'approved' }).approval).toBeUndefined();
  });
});
