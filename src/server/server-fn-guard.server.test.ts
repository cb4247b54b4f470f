import { describe, expect, it } from 'vitest';
import { MAX_SERVER_FN_BODY_BYTES, serverFnRejection, unknownServerFn } from './server-fn-guard.server';

const call = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/_serverFn/abc', { method: 'POST', body, headers });

describe('serverFnRejection', () => {
  it('lets well-formed calls and other paths through', async () => {
    expect(await serverFnRejection(call('{"t":1}'))).toBeNull();
    expect(await serverFnRejection(new Request('http://localhost/en/cart', { method: 'POST', body: 'x' }))).toBeNull();
    expect(await serverFnRejection(new Request('http://localhost/_serverFn/abc'))).toBeNull();
  });

  it('answers 400 to a body that is not JSON or not an object', async () => {
    expect((await serverFnRejection(call('garbage{')))?.status).toBe(400);
    expect((await serverFnRejection(call('"garbage{"')))?.status).toBe(400);
    expect((await serverFnRejection(call('[1,2]')))?.status).toBe(400);
    expect((await serverFnRejection(call('null')))?.status).toBe(400);
    expect((await serverFnRejection(call('{}')))?.status).toBe(400);
  });

  it('answers 413 to a body over the limit, declared or not', async () => {
    expect((await serverFnRejection(call(`"${'a'.repeat(MAX_SERVER_FN_BODY_BYTES)}"`)))?.status).toBe(413);
    const declared = call('{}', { 'content-type': 'application/json', 'content-length': '10000000' });
    expect((await serverFnRejection(declared))?.status).toBe(413);
  });
});

describe('unknownServerFn', () => {
  it('turns the framework 500 for an unknown id into a 404, and leaves other failures alone', async () => {
    const unknown = new Response('{"message":"Server function info not found for deadbeef"}', { status: 500 });
    expect((await unknownServerFn(unknown))?.status).toBe(404);
    expect(await unknownServerFn(new Response('boom', { status: 500 }))).toBeNull();
  });
});
