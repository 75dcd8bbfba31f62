import { ChunkedInts } from '../../src/ansi/chunked-ints';

describe('ChunkedInts', () => {
  it('keeps values across many blocks, and truncates back', () => {
    const ints = new ChunkedInts();
    for (let index = 0; index < 10_000; index++) ints.push(index * 3);
    expect(ints.length).toBe(10_000);
    expect(ints.get(0)).toBe(0);
    expect(ints.get(4095)).toBe(4095 * 3);
    expect(ints.get(4096)).toBe(4096 * 3);
    expect(ints.get(9999)).toBe(9999 * 3);
    ints.truncate(4097);
    expect(ints.length).toBe(4097);
    ints.push(-1);
    expect(ints.get(4097)).toBe(-1);
    expect(ints.get(20_000)).toBe(0);
  });
});
