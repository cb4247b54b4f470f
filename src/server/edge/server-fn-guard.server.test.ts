import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../log.server';
import { DISCARD_LIMIT } from './request-body.server';
import {
  guardOtherBody,
  guardServerFnCall,
  isServerFnCall,
  MAX_SERVER_FN_BODY_BYTES,
  routedPathname,
  unknownServerFn,
} from './server-fn-guard.server';

/** The build's functions, as the framework's resolver would answer: `abc` takes any method, `reads` only GET. */
vi.mock('./server-fn-registry.server', () => ({
  lookUpServerFn: async (id: string) =>
    id === 'abc' ? { known: true } : id === 'reads' ? { known: true, method: 'GET' } : { known: false },
}));

/** The framework's encoding of `{ data: { quantity: 1 } }`. */
const CALL =
  '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["quantity"],"v":[{"t":0,"s":1}]},"o":0}]},"o":0},"f":63,"m":[]}';
const MARKER = { 'x-tsr-serverfn': 'true' };
const JSON_CALL = { ...MARKER, 'content-type': 'application/json' };

const post = (body: BodyInit | null, headers: Record<string, string> = JSON_CALL) =>
  new Request('http://localhost/_serverFn/abc', { method: 'POST', body, headers });
const get = (query = '', headers: Record<string, string> = MARKER) =>
  new Request(`http://localhost/_serverFn/abc${query}`, { headers });

/** A chunked body of `total` bytes that counts how many bytes were pulled from it. */
function chunked(total: number, chunk = 16 * 1024) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const size = Math.min(chunk, total - pulled.bytes);
      pulled.bytes += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { stream, pulled };
}

const status = async (result: Promise<{ rejection: Response } | { request: Request }>) => {
  const settled = await result;
  return 'rejection' in settled ? settled.rejection.status : 'passed';
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(log(), 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('guardServerFnCall', () => {
  it('passes well-formed calls with their body intact, and other paths unchanged', async () => {
    const result = await guardServerFnCall(post(CALL));
    expect('request' in result && (await result.request.text())).toBe(CALL);
    expect(await status(guardServerFnCall(post(null, MARKER)))).toBe('passed');
    expect(await status(guardServerFnCall(get(`?payload=${encodeURIComponent(CALL)}`)))).toBe('passed');
    expect(await status(guardServerFnCall(get()))).toBe('passed');
    const page = new Request('http://localhost/en/cart', { method: 'POST', body: 'x' });
    expect(await status(guardServerFnCall(page))).toBe('passed');
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers 400 to a body or payload that is not the framework serialized call, with one warning', async () => {
    for (const body of ['garbage{', '"garbage{"', '[1,2]', '1', 'null', '{}', '{"a":1}', '']) {
      expect(await status(guardServerFnCall(post(body))), body).toBe(400);
      expect(await status(guardServerFnCall(get(`?payload=${encodeURIComponent(body)}`))), body).toBe(400);
    }
    expect(warn).toHaveBeenCalledTimes(16);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ method: 'POST', path: '/_serverFn/abc', status: 400 });
    expect(warn.mock.calls[0]?.[1]).toBe('refused');
  });

  it('answers 400 without the marker header, 405 to other methods, 415 to other types', async () => {
    expect(await status(guardServerFnCall(get('', {})))).toBe(400);
    expect(await status(guardServerFnCall(post(CALL, { 'content-type': 'application/json' })))).toBe(400);
    const put = new Request('http://localhost/_serverFn/abc', { method: 'PUT', body: CALL, headers: JSON_CALL });
    expect(await status(guardServerFnCall(put))).toBe(405);
    for (const type of [
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/octet-stream',
      'application/json; x=multipart/form-data',
    ]) {
      expect(await status(guardServerFnCall(post(CALL, { ...MARKER, 'content-type': type }))), type).toBe(415);
    }
    expect(await status(guardServerFnCall(post('x', MARKER)))).toBe(415);
    expect(await status(guardServerFnCall(get('', { ...MARKER, 'content-type': 'multipart/form-data' })))).toBe(415);
  });

  it('answers 413 to a body over the limit, declared or chunked, reading no more than the limit', async () => {
    expect(await status(guardServerFnCall(post(`"${'a'.repeat(MAX_SERVER_FN_BODY_BYTES)}"`)))).toBe(413);
    const declared = post('{}', { ...JSON_CALL, 'content-length': '50000000' });
    expect(await status(guardServerFnCall(declared))).toBe(413);
    const { stream, pulled } = chunked(50 * 1024 * 1024);
    const request = new Request('http://localhost/_serverFn/abc', {
      method: 'POST',
      body: stream,
      headers: JSON_CALL,
      duplex: 'half',
    } as RequestInit);
    const result = await guardServerFnCall(request);
    expect('rejection' in result && result.rejection.status).toBe(413);

    // What follows the limit is thrown away in the background, and only up to a bound.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pulled.bytes).toBeLessThanOrEqual(DISCARD_LIMIT.bytes + 128 * 1024);
  });
});

describe('guardOtherBody', () => {
  it('lets reads and small posts through and refuses a large chunked post with 413', async () => {
    expect(await status(guardOtherBody(new Request('http://localhost/en/plays')))).toBe('passed');
    const form = new Request('http://localhost/en/cart', { method: 'POST', body: 'couponCode=X' });
    const passed = await guardOtherBody(form);
    expect('request' in passed && (await passed.request.text())).toBe('couponCode=X');
    const { stream, pulled } = chunked(50 * 1024 * 1024);
    const large = new Request('http://localhost/en/cart', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(await status(guardOtherBody(large))).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pulled.bytes).toBeLessThanOrEqual(DISCARD_LIMIT.bytes + 128 * 1024);
  });
});

describe('unknownServerFn', () => {
  it('turns the framework 500 for an unknown id into a 404, and leaves other failures alone', async () => {
    const unknown = new Response('{"message":"Server function info not found for deadbeef"}', { status: 500 });
    expect((await unknownServerFn(post(CALL), unknown))?.status).toBe(404);
    expect(await unknownServerFn(post(CALL), new Response('boom', { status: 500 }))).toBeNull();
  });
});

describe('which requests are server-function calls: the path as the framework decodes it', () => {
  const at = (path: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, init);

  it('reads percent-encoded and backslashed paths as the framework routes them', () => {
    expect(routedPathname(at('/_serverFn/abc'))).toBe('/_serverFn/abc');
    expect(routedPathname(at('/%5FserverFn/abc'))).toBe('/_serverFn/abc');
    expect(routedPathname(at('/_server%46n/abc'))).toBe('/_serverFn/abc');
    // Like decodeURI, the router keeps an encoded slash: that path is a page's, not a call.
    expect(routedPathname(at('/_serverFn%2Fabc'))).toBe('/_serverFn%2Fabc');
    expect(isServerFnCall(at('/_serverFn%2Fabc'))).toBe(false);
    for (const path of ['/%5FserverFn/abc', '/_server%46n/abc', '/%5f%73erverFn/abc']) {
      expect(isServerFnCall(at(path)), path).toBe(true);
    }
    expect(isServerFnCall(at('/en/plays'))).toBe(false);
    expect(isServerFnCall(at('/en/%5FserverFn/abc'))).toBe(false);
  });

  it('refuses an encoded server-function path with 400 before anything else, with one warning', async () => {
    for (const path of ['/%5FserverFn/abc', '/_server%46n/abc', '/_serverFn/%61bc', '/%5f%73erverFn/abc']) {
      const headers = JSON_CALL;
      expect(await status(guardServerFnCall(at(path, { method: 'POST', body: CALL, headers }))), path).toBe(400);
      expect(await status(guardServerFnCall(at(path, { headers: MARKER }))), path).toBe(400);
      // Without the marker header, with another method or type: still refused, never passed on.
      expect(await status(guardServerFnCall(at(path))), path).toBe(400);
      expect(await status(guardServerFnCall(at(path, { method: 'PUT', body: 'x' }))), path).toBe(400);
    }
    expect(warn).toHaveBeenCalledTimes(16);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      status: 400,
      reason: 'Bad request: an encoded server function path',
    });
  });

  it('answers 404 to an id the build does not hold, and 405 to a call with the wrong method, each with one warning', async () => {
    expect(
      await status(guardServerFnCall(at('/_serverFn/deadbeef', { method: 'POST', body: CALL, headers: JSON_CALL }))),
    ).toBe(404);
    expect(await status(guardServerFnCall(at('/_serverFn/', { headers: MARKER })))).toBe(404);
    expect(
      await status(guardServerFnCall(at('/_serverFn/reads', { method: 'POST', body: CALL, headers: JSON_CALL }))),
    ).toBe(405);
    expect(await status(guardServerFnCall(at('/_serverFn/reads', { headers: MARKER })))).toBe('passed');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map((call: unknown[]) => (call[0] as { status: number }).status)).toEqual([404, 404, 405]);
  });
});
