import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentRequestId, inRequestScope, log, logAccess, requestIdOf, routeConsoleToLog } from './log.server';

const request = (headers: Record<string, string> = {}, path = '/en/plays') =>
  new Request(`http://shop.test${path}?q=secret`, { headers });

afterEach(() => vi.restoreAllMocks());

describe('request ids', () => {
  it("keep the proxy's id when it is a sane token, and make one otherwise", () => {
    expect(requestIdOf(request({ 'x-request-id': 'caddy-7f3a.1:2' }))).toBe('caddy-7f3a.1:2');
    for (const given of ['', 'has spaces', '<script>', 'x'.repeat(129)]) {
      expect(requestIdOf(request({ 'x-request-id': given }))).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdOf(request())).not.toBe(requestIdOf(request()));
  });

  it('are known inside the request scope only', async () => {
    expect(currentRequestId()).toBeUndefined();
    await inRequestScope('abc', async () => {
      await Promise.resolve();
      expect(currentRequestId()).toBe('abc');
    });
    expect(currentRequestId()).toBeUndefined();
  });
});

describe('the access log', () => {
  it('writes one line per request with method, path without the query, status and time', () => {
    const info = vi.spyOn(log(), 'info').mockImplementation(() => undefined);
    logAccess(request(), 200, performance.now() - 12);
    expect(info).toHaveBeenCalledTimes(1);
    const [line, message] = info.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('request');
    expect(line).toMatchObject({ method: 'GET', path: '/en/plays', status: 200 });
    expect(line.ms).toBeGreaterThanOrEqual(12);
  });

  it('keeps health checks at debug', () => {
    const info = vi.spyOn(log(), 'info').mockImplementation(() => undefined);
    const debug = vi.spyOn(log(), 'debug').mockImplementation(() => undefined);
    logAccess(request({}, '/ready'), 200, performance.now());
    expect(info).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledTimes(1);
  });
});

describe('console output', () => {
  it('becomes log lines at the matching level, an error with its stack', () => {
    const saved = {
      log: console.log,
      info: console.info,
      warn: console.warn,
      error: console.error,
      debug: console.debug,
    };
    const error = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(log(), 'warn').mockImplementation(() => undefined);
    try {
      routeConsoleToLog();
      const aborted = new Error('aborted');
      console.error(aborted);
      console.warn('%s refused', 'POST');
      expect(error).toHaveBeenCalledWith({ err: aborted }, 'aborted');
      expect(warn).toHaveBeenCalledWith('POST refused');
    } finally {
      Object.assign(console, saved);
    }
  });
});
