import { describe, expect, it } from 'vitest';
import { isSerializedCall, MAX_DEPTH } from './serialized-call.server';

const call = (data: unknown) => ({ t: { t: 10, i: 0, p: { k: ['data'], v: [data] }, o: 0 }, f: 63, m: [] });

describe('isSerializedCall', () => {
  it('accepts the plain data the framework sends', () => {
    expect(isSerializedCall(call({ t: 0, s: 1 }))).toBe(true);
    expect(isSerializedCall(call({ t: 1, s: 'x' }))).toBe(true);
    expect(isSerializedCall(call({ t: 2, s: 1 }))).toBe(true);
    expect(isSerializedCall(call({ t: 5, i: 1, s: '2026-11-24T12:00:00.000Z' }))).toBe(true);
    expect(isSerializedCall(call({ t: 9, i: 1, l: 2, a: [{ t: 0, s: 1 }, 0], o: 0 }))).toBe(true);
    const shared = {
      t: 10,
      i: 1,
      p: {
        k: ['a', 'b'],
        v: [
          { t: 10, i: 2, p: { k: [], v: [] }, o: 0 },
          { t: 4, i: 2 },
        ],
      },
      o: 0,
    };
    expect(isSerializedCall(call(shared))).toBe(true);
    expect(isSerializedCall({ t: { t: 10, i: 0, o: 0 }, f: 63, m: [] })).toBe(true);
  });

  it('refuses what is not the framework envelope', () => {
    for (const value of [null, 1, 'x', [1, 2], {}, { a: 1 }, { t: 1 }, { t: { t: 0, s: 1 }, f: 63, m: [] }]) {
      expect(isSerializedCall(value), JSON.stringify(value)).toBe(false);
    }
    expect(isSerializedCall({ ...call({ t: 0, s: 1 }), x: 1 })).toBe(false);
    expect(isSerializedCall({ ...call({ t: 0, s: 1 }), m: ['a'] })).toBe(false);
  });

  it('refuses unknown, malformed and non-plain nodes', () => {
    for (const node of [
      { t: 99 },
      { t: 25, i: 1, s: 'plugin', f: { t: 0, s: 1 } },
      { t: 12, i: 1, s: 0, f: { t: 0, s: 1 } },
      { t: 18, i: 1, s: 'ref' },
      { t: 0, s: 'one' },
      { t: 1, s: 1 },
      { t: 2, s: 99 },
      { t: 4, i: 7 },
      { t: 9, i: 1, l: 3, a: [] },
      { t: 9, i: 0, a: [] },
      { t: 10, i: 1, p: { k: ['a'], v: [] }, o: 0 },
      { t: 10, i: 1, p: { k: [{ t: 17, s: 0 }], v: [{ t: 0, s: 1 }] }, o: 0 },
      { t: 1, s: 'x', extra: true },
    ]) {
      expect(isSerializedCall(call(node)), JSON.stringify(node)).toBe(false);
    }
  });

  it('refuses a tree deeper than the limit without overflowing the stack', () => {
    const nest = (depth: number) => {
      let node: unknown = { t: 0, s: 1 };
      for (let i = 0; i < depth; i += 1) node = { t: 9, i: i + 1, a: [node], o: 0 };
      return call(node);
    };
    expect(isSerializedCall(nest(MAX_DEPTH - 3))).toBe(true);
    expect(isSerializedCall(nest(MAX_DEPTH))).toBe(false);
    expect(isSerializedCall(nest(100_000))).toBe(false);
  });
});
