import { EXISTING_SESSION_HEADER, SESSION_GONE_CODE } from '@foyer/shared/existing-session';
import { describe, expect, it, vi } from 'vitest';
import { graphql } from '~/graphql/graphql';
import { inRequestScope } from '../log.server';
import { createVendureClient, isVendureErrorCode, VendureError } from './vendure-client.server';

const Query = graphql(`
  query GetActiveOrder {
    activeOrder { id }
  }
`);
const Mutation = graphql(`
  mutation AddItemToOrder($variantId: ID!, $quantity: Int!) {
    addItemToOrder(productVariantId: $variantId, quantity: $quantity) { __typename }
  }
`);

const json = (body: unknown, init: ResponseInit & { headers?: Record<string, string> } = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

function setup(responses: Array<Response | Error>) {
  const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const logger = { error: vi.fn() };
  const request = createVendureClient({
    url: 'http://vendure.test/shop-api',
    channelToken: 'chan',
    timeoutMs: 1000,
    fetch: fetch as typeof globalThis.fetch,
    logger,
  });
  return { fetch, logger, request };
}

/** A client over `fetch` that keeps at most `maxConcurrent` calls in flight. */
const limitedClient = (
  fetch: (url: URL | RequestInfo, init?: RequestInit) => Promise<Response>,
  maxConcurrent: number,
  timeoutMs = 1000,
) =>
  createVendureClient({
    url: 'http://vendure.test/shop-api',
    channelToken: 'chan',
    timeoutMs,
    maxConcurrent,
    fetch: fetch as typeof globalThis.fetch,
    logger: { error: vi.fn() },
  });

const options = { languageCode: 'pt_BR', acceptLanguage: 'pt-BR', token: 'secret-token' };

describe('createVendureClient', () => {
  it('sends a query by GET with the channel, language, bearer token and operation name', async () => {
    const { fetch, request } = setup([json({ data: { activeOrder: null } })]);
    const result = await request(Query, {}, options);
    expect(result.data).toEqual({ activeOrder: null });
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(init.method).toBe('GET');
    expect(url.searchParams.get('languageCode')).toBe('pt_BR');
    expect(url.searchParams.get('operationName')).toBe('GetActiveOrder');
    expect(url.searchParams.get('query')).toContain('activeOrder');
    const headers = init.headers as Record<string, string>;
    expect(headers['vendure-token']).toBe('chan');
    expect(headers['accept-language']).toBe('pt-BR');
    expect(headers.authorization).toBe('Bearer secret-token');
    expect(headers.accept).toBe('application/graphql-response+json, application/json');
    expect(headers['x-apollo-operation-name']).toBe('GetActiveOrder');
  });

  it('sends a mutation by POST with query, variables and operationName in the body', async () => {
    const { fetch, request } = setup([json({ data: { addItemToOrder: { __typename: 'Order' } } })]);
    await request(Mutation, { variantId: '1', quantity: 2 }, { ...options, token: undefined });
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(init.method).toBe('POST');
    expect(url.searchParams.get('languageCode')).toBe('pt_BR');
    expect(JSON.parse(String(init.body))).toMatchObject({
      operationName: 'AddItemToOrder',
      variables: { variantId: '1', quantity: 2 },
    });
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it("names the shopper's IP to Vendure only with the shared secret", async () => {
    const { fetch, request } = setup([json({ data: { activeOrder: null } })]);
    await request(Query, {}, { ...options, clientIp: '203.0.113.7' });
    const headers = (fetch.mock.calls[0] as [URL, RequestInit])[1].headers as Record<string, string>;
    expect(headers['x-foyer-client-ip']).toBeUndefined();
    expect(headers['x-foyer-client-ip-secret']).toBeUndefined();

    const withSecret = vi.fn(async () => json({ data: { activeOrder: null } }));
    const client = createVendureClient({
      url: 'http://vendure.test/shop-api',
      channelToken: 'chan',
      timeoutMs: 1000,
      fetch: withSecret as unknown as typeof globalThis.fetch,
      clientIpSecret: 'a-secret-of-16-or-more',
    });
    await client(Query, {}, { ...options, clientIp: '203.0.113.7' });
    const sent = (withSecret.mock.calls[0] as unknown as [URL, RequestInit])[1].headers as Record<string, string>;
    expect(sent['x-foyer-client-ip']).toBe('203.0.113.7');
    expect(sent['x-foyer-client-ip-secret']).toBe('a-secret-of-16-or-more');
  });

  it('returns the rotated session token from the vendure-auth-token header', async () => {
    const { request } = setup([
      json({ data: { activeOrder: null } }, { headers: { 'vendure-auth-token': 'new-token' } }),
    ]);
    expect((await request(Query, {}, options)).token).toBe('new-token');
  });

  it('keeps the session token Vendure issued for a call that failed, so the caller can store it', async () => {
    const { request } = setup([
      json(
        { data: null, errors: [{ message: 'No OrderLine with the id "1"' }] },
        { headers: { 'vendure-auth-token': 'started-anyway' } },
      ),
    ]);
    const error = await request(Mutation, { variantId: '1', quantity: 1 }, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VendureError);
    expect((error as VendureError).token).toBe('started-anyway');
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after HTTP %i', async (status) => {
    const { fetch, request } = setup([json({}, { status }), json({ data: { activeOrder: null } })]);
    await expect(request(Query, {}, options)).resolves.toMatchObject({ data: { activeOrder: null } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('marks every call with a token as one for a session it holds, and no call without one (ADR 050)', async () => {
    const { fetch, request } = setup([json({ data: { activeOrder: null } }), json({ data: { activeOrder: null } })]);
    await request(Query, {}, options);
    await request(Query, {}, { ...options, token: undefined });
    const [withToken, without] = fetch.mock.calls.map(
      ([, init]) => (init as RequestInit).headers as Record<string, string>,
    );
    expect(withToken?.[EXISTING_SESSION_HEADER]).toBe('1');
    expect(without?.[EXISTING_SESSION_HEADER]).toBeUndefined();
    expect(without?.authorization).toBeUndefined();
  });

  it('throws SESSION_GONE to its caller without logging it as a failure', async () => {
    const { logger, request } = setup([
      json({ errors: [{ message: 'gone', extensions: { code: SESSION_GONE_CODE } }] }, { status: 401 }),
    ]);
    const error = await request(Query, {}, options).catch((e: unknown) => e);
    expect(isVendureErrorCode(error, SESSION_GONE_CODE)).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('retries a GET only once', async () => {
    const { fetch, request } = setup([json({}, { status: 503 }), json({}, { status: 503 })]);
    await expect(request(Query, {}, options)).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a POST', async () => {
    const { fetch, request } = setup([json({}, { status: 503 }), json({ data: {} })]);
    await expect(request(Mutation, { variantId: '1', quantity: 1 }, options)).rejects.toBeInstanceOf(VendureError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry statuses outside the rule', async () => {
    const { fetch, request } = setup([json({}, { status: 400 }), json({ data: {} })]);
    await expect(request(Query, {}, options)).rejects.toMatchObject({ status: 400 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs GraphQL errors with operation type and name, status and messages, then throws', async () => {
    const { logger, request } = setup([json({ errors: [{ message: 'You are not currently authorized' }] })]);
    await expect(request(Query, {}, options)).rejects.toMatchObject({ kind: 'graphql' });
    expect(logger.error).toHaveBeenCalledWith(
      {
        operationType: 'query',
        operationName: 'GetActiveOrder',
        status: 200,
        messages: ['You are not currently authorized'],
      },
      'vendure request failed',
    );
  });

  it("sends the id of the request being served, so Vendure's log line carries it", async () => {
    const { fetch, request } = setup([json({ data: {} }), json({ data: {} })]);
    await inRequestScope('req-42', () => request(Query, {}, options));
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('x-request-id')).toBe('req-42');
    await request(Query, {}, options);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).has('x-request-id')).toBe(false);
  });

  it('turns an abort into a timeout error', async () => {
    const { request } = setup([new DOMException('The operation timed out.', 'TimeoutError')]);
    await expect(request(Query, {}, options)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports a refused connection as a network error, without retrying', async () => {
    const { fetch, request } = setup([new TypeError('fetch failed')]);
    await expect(request(Query, {}, options)).rejects.toMatchObject({ kind: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('aborts a request that takes longer than the timeout', async () => {
    const hanging = vi.fn(
      (_url: URL | RequestInfo, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const request = createVendureClient({
      url: 'http://vendure.test/shop-api',
      channelToken: 'chan',
      timeoutMs: 20,
      fetch: hanging as typeof globalThis.fetch,
      logger: { error: vi.fn() },
    });
    await expect(request(Query, {}, options)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('keeps at most maxConcurrent calls in flight; the next one waits its turn', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = vi.fn(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 10));
      inFlight--;
      return json({ data: { activeOrder: null } });
    });
    const request = limitedClient(slow, 2);
    await Promise.all(Array.from({ length: 6 }, () => request(Query, {}, options)));
    expect(slow).toHaveBeenCalledTimes(6);
    expect(most).toBe(2);
  });

  it('sends a call asked ahead before the calls already waiting for a slot', async () => {
    const sent: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
      const name = String(url).includes('operationName')
        ? 'query'
        : `mutation ${JSON.parse(String(init?.body)).variables.quantity}`;
      sent.push(name);
      if (sent.length === 1) await first;
      return json({ data: { activeOrder: null, addItemToOrder: { __typename: 'Order' } } });
    });
    const request = limitedClient(fetch, 1);
    const calls = [
      request(Mutation, { variantId: '1', quantity: 1 }, options),
      request(Mutation, { variantId: '1', quantity: 2 }, options),
      request(Query, {}, { ...options, ahead: true }),
    ];
    release();
    await Promise.all(calls);
    expect(sent).toEqual(['mutation 1', 'query', 'mutation 2']);
  });

  it('fails a call that waited longer than the timeout for a free slot as a timeout, never sending it', async () => {
    // A call that never ends (it ignores its abort signal) holds the only slot.
    const stuck = vi.fn(() => new Promise<Response>(() => {}));
    const request = limitedClient(stuck, 1, 30);
    void request(Query, {}, options);
    await expect(request(Query, {}, options)).rejects.toMatchObject({
      kind: 'timeout',
      message: expect.stringMatching(/No free connection/),
    });
    expect(stuck).toHaveBeenCalledTimes(1);
  });
});
