import { describe, expect, it } from 'vitest';
import { DISCARD_LIMIT, declaredTooLarge, readBodyWithin, withBody } from './request-body.server';

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers });

describe('readBodyWithin', () => {
  it('reads a body up to the limit, and an absent body as empty', async () => {
    const read = await readBodyWithin(request('hello'), 5);
    expect(read.kind === 'read' && new TextDecoder().decode(read.bytes)).toBe('hello');
    const empty = await readBodyWithin(new Request('http://localhost/x'), 5);
    expect(empty.kind === 'read' && empty.bytes.byteLength).toBe(0);
  });

  it('answers at the first chunk past the limit, then throws away a bounded rest and cancels', async () => {
    let pulls = 0;
    let pulledWhenAnswered = 0;
    let cancelled: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => {
      cancelled = resolve;
    });
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
      cancel: () => cancelled(),
    });
    const read = await readBodyWithin(
      new Request('http://localhost/x', { method: 'POST', body: endless, duplex: 'half' } as RequestInit),
      100 * 1024,
    );
    pulledWhenAnswered = pulls;
    expect(read.kind).toBe('too-large');
    expect(pulledWhenAnswered).toBeLessThan(5);
    await stopped;
    expect(pulls * 64 * 1024).toBeLessThanOrEqual(DISCARD_LIMIT.bytes + 3 * 64 * 1024);
  });

  it('refuses a declared length over the limit before reading', async () => {
    expect(declaredTooLarge(request('x', { 'content-length': '11' }), 10)).toBe(true);
    expect(declaredTooLarge(request('x', { 'content-length': '10' }), 10)).toBe(false);
    expect(declaredTooLarge(request('x', { 'content-length': 'lots' }), 10)).toBe(false);
    expect((await readBodyWithin(request('x', { 'content-length': '999' }), 10)).kind).toBe('too-large');
  });

  it('reports a body that fails mid-way as unreadable', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(3));
        controller.error(new Error('connection reset'));
      },
    });
    const read = await readBodyWithin(
      new Request('http://localhost/x', { method: 'POST', body: broken, duplex: 'half' } as RequestInit),
      100,
    );
    expect(read.kind).toBe('unreadable');
  });
});

describe('withBody', () => {
  it('replays the bytes read, keeps everything else of the original request', async () => {
    const original = request('{"a":1}', { 'content-type': 'application/json', 'x-own': '1' });
    Object.defineProperty(original, 'ip', { value: '203.0.113.9' });
    const read = await readBodyWithin(original, 100);
    if (read.kind !== 'read') throw new Error(read.kind);
    const replayed = withBody(original, read.bytes);
    expect((replayed as Request & { ip?: string }).ip).toBe('203.0.113.9');
    expect(replayed.headers.get('x-own')).toBe('1');
    expect(replayed.method).toBe('POST');
    expect(await replayed.clone().json()).toEqual({ a: 1 });
    expect(await new Response(replayed.body).text()).toBe('{"a":1}');
  });
});
