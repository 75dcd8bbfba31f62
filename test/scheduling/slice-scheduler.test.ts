import { runInSlices } from '../../src/scheduling/slice-scheduler';

/** A fake host: a clock the work moves forward, and a log of what happened in order. */
function fakeHost() {
  let time = 0;
  const log: string[] = [];
  return {
    log,
    now: () => time,
    spend(ms: number) {
      time += ms;
    },
    yieldToHost: async () => {
      log.push('yield');
    },
  };
}

describe('runInSlices', () => {
  it('yields between slices and never runs past a slice by more than one step', async () => {
    const host = fakeHost();
    const budgets: number[] = [];
    let steps = 0;
    const job = runInSlices(
      (budget) => {
        budgets.push(budget);
        host.log.push('work');
        host.spend(3);
        return ++steps === 10;
      },
      { sliceMs: 8, now: host.now, yieldToHost: host.yieldToHost },
    );
    await expect(job.done).resolves.toBe(true);
    // 3 ms steps in 8 ms slices: three steps (9 ms) then a turn for the page.
    expect(host.log.join(' ')).toBe('yield work work work yield work work work yield work work work yield work');
    expect(budgets.slice(0, 3)).toEqual([8, 5, 2]);
  });

  it("does not start work in the caller's task", () => {
    const host = fakeHost();
    const work = vi.fn(() => true);
    runInSlices(work, { now: host.now, yieldToHost: host.yieldToHost });
    expect(work).not.toHaveBeenCalled();
  });

  it('stops when cancelled', async () => {
    const host = fakeHost();
    let calls = 0;
    const job = runInSlices(
      () => {
        calls++;
        host.spend(20);
        if (calls === 2) job.cancel();
        return false;
      },
      { sliceMs: 10, now: host.now, yieldToHost: host.yieldToHost },
    );
    await expect(job.done).resolves.toBe(false);
    expect(calls).toBe(2);
  });

  it('reports work that throws', async () => {
    const host = fakeHost();
    const job = runInSlices(
      () => {
        throw new Error('grammar bug');
      },
      { now: host.now, yieldToHost: host.yieldToHost },
    );
    await expect(job.done).rejects.toThrow('grammar bug');
  });

  it('yields to the real host by default', async () => {
    let calls = 0;
    const job = runInSlices(() => ++calls === 3);
    await expect(job.done).resolves.toBe(true);
  });
});
