import { describe, expect, it } from 'vitest';
import { createJoinedRead } from './joined-read.server';

/** An upstream whose reads answer when the test says, recording what each asked. */
function upstream() {
  const reads: Array<{ keys: string[]; answer: (values: Record<string, number>) => void; fail: (e: Error) => void }> =
    [];
  const read = (keys: string[]) =>
    new Promise<ReadonlyMap<string, number>>((resolve, reject) => {
      reads.push({ keys, answer: (values) => resolve(new Map(Object.entries(values))), fail: reject });
    });
  return { reads, read };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createJoinedRead', () => {
  it('starts a read at once when none is running', async () => {
    const { reads, read } = upstream();
    const joined = createJoinedRead({ read, maxInFlight: 1, maxKeys: 100 });
    const answer = joined(['a', 'b']);
    expect(reads.map((r) => r.keys)).toEqual([['a', 'b']]);
    reads[0]!.answer({ a: 1, b: 2 });
    expect(Object.fromEntries(await answer)).toEqual({ a: 1, b: 2 });
  });

  it('gathers callers who ask while a read runs into one read started after they asked', async () => {
    const { reads, read } = upstream();
    const joined = createJoinedRead({ read, maxInFlight: 1, maxKeys: 100 });
    const first = joined(['a']);
    const second = joined(['b', 'a']);
    const third = joined(['c']);
    expect(reads).toHaveLength(1);
    expect(joined.stats()).toEqual({ inFlight: 1, pending: 1 });
    // The read under way began before the second and third asked: its answer is only the first's.
    reads[0]!.answer({ a: 1 });
    expect(Object.fromEntries(await first)).toEqual({ a: 1 });
    await settled();
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b', 'a', 'c']]);
    reads[1]!.answer({ a: 0, b: 2, c: 3 });
    expect(Object.fromEntries(await second)).toEqual({ a: 0, b: 2, c: 3 });
    expect(Object.fromEntries(await third)).toEqual({ a: 0, b: 2, c: 3 });
    expect(joined.stats()).toEqual({ inFlight: 0, pending: 0 });
  });

  it('runs at most maxInFlight reads, and no read asks for more than maxKeys keys', async () => {
    const { reads, read } = upstream();
    const joined = createJoinedRead({ read, maxInFlight: 2, maxKeys: 3 });
    const answers = [joined(['a']), joined(['b']), joined(['c', 'd']), joined(['d', 'e']), joined(['f', 'g'])];
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b']]);
    expect(joined.stats()).toEqual({ inFlight: 2, pending: 2 });
    reads[0]!.answer({});
    reads[1]!.answer({});
    await settled();
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b'], ['c', 'd', 'e'], ['f', 'g']]);
    reads[2]!.answer({});
    reads[3]!.answer({});
    await Promise.all(answers);
  });

  it('fails only the callers of a failed read; the next read runs', async () => {
    const { reads, read } = upstream();
    const joined = createJoinedRead({ read, maxInFlight: 1, maxKeys: 100 });
    const first = joined(['a']);
    const second = joined(['b']);
    reads[0]!.fail(new Error('Vendure is down'));
    await expect(first).rejects.toThrow('Vendure is down');
    await settled();
    reads[1]!.answer({ b: 2 });
    expect(Object.fromEntries(await second)).toEqual({ b: 2 });
  });
});
