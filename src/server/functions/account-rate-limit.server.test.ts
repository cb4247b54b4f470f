import { beforeEach, describe, expect, it, vi } from 'vitest';

const response = vi.hoisted(() => ({ status: 200, headers: new Map<string, string>() }));
vi.mock('@tanstack/react-start/server', () => ({
  setResponseStatus: (status: number) => {
    response.status = status;
  },
  setResponseHeader: (name: string, value: string) => {
    response.headers.set(name.toLowerCase(), value);
  },
}));

const { withinVendureLimits } = await import('./account-rate-limit.server');
const { VendureError } = await import('../vendure/vendure-client.server');

/** What Vendure's rate-limit plugin sends (commerce/src/plugins/rate-limit). */
const refusedByVendure = (extensions: Record<string, unknown>) =>
  new VendureError('graphql', 'ResetPassword', 'Too many attempts; try again in 90 s', 429, [
    { message: 'Too many attempts; try again in 90 s', extensions: { code: 'RATE_LIMITED', ...extensions } },
  ]);

beforeEach(() => {
  response.status = 200;
  response.headers.clear();
});

describe('withinVendureLimits', () => {
  it("answers Vendure's own RATE_LIMITED as our limiter does: 429, Retry-After and the minutes to wait", async () => {
    const result = await withinVendureLimits(() => Promise.reject(refusedByVendure({ retryAfterSeconds: 90 })));
    expect(result).toEqual({ ok: false, errorCode: 'RATE_LIMITED', message: '', retryAfterMinutes: 2 });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('90');
  });

  it('waits a minute when Vendure does not say how long', async () => {
    const result = await withinVendureLimits(() => Promise.reject(refusedByVendure({})));
    expect(result).toMatchObject({ errorCode: 'RATE_LIMITED', retryAfterMinutes: 1 });
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('passes answers and every other failure through unchanged', async () => {
    expect(await withinVendureLimits(async () => ({ ok: true }))).toEqual({ ok: true });
    const other = new VendureError('graphql', 'ResetPassword', 'Forbidden', 200, [
      { message: 'Forbidden', extensions: { code: 'FORBIDDEN' } },
    ]);
    await expect(withinVendureLimits(() => Promise.reject(other))).rejects.toBe(other);
    await expect(withinVendureLimits(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(response.status).toBe(200);
  });
});
