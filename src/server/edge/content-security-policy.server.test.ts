import { describe, expect, it } from 'vitest';
import { assetOrigin, BASE_POLICY, createNonce, isHtml, pagePolicy } from './content-security-policy.server';

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('createNonce', () => {
  it('is 128 random bits in base64', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('is different on every call', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
  });
});

describe('pagePolicy', () => {
  const options = { nonce: 'bm9uY2Utb2YtdGhlLXBhZ2U=', assetOrigin: 'https://assets.example.org', stripe: true };

  it('runs only scripts with the nonce, never an inline script without it', () => {
    const scripts = directives(pagePolicy(options)).get('script-src');
    expect(scripts).toEqual([
      "'self'",
      "'nonce-bm9uY2Utb2YtdGhlLXBhZ2U='",
      "'strict-dynamic'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("allows images from us, data: URLs and Vendure's asset server", () => {
    expect(directives(pagePolicy(options)).get('img-src')).toEqual(["'self'", 'data:', 'https://assets.example.org']);
  });

  it("allows Stripe's frames and API when Stripe is configured", () => {
    const policy = directives(pagePolicy(options));
    expect(policy.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('allows nothing of Stripe without a publishable key', () => {
    const policy = pagePolicy({ ...options, stripe: false });
    expect(policy).not.toContain('stripe');
    expect(directives(policy).get('frame-src')).toEqual(["'none'"]);
  });

  it('keeps the base directives every response carries', () => {
    const policy = directives(pagePolicy(options));
    for (const [name, sources] of directives(BASE_POLICY)) expect(policy.get(name)).toEqual(sources);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });
});

describe('assetOrigin', () => {
  it('is the Shop API server unless VENDURE_ASSET_URL names another', () => {
    expect(assetOrigin({ VENDURE_SHOP_API_URL: 'http://localhost:3001/shop-api' })).toBe('http://localhost:3001');
    expect(
      assetOrigin({
        VENDURE_SHOP_API_URL: 'http://localhost:3001/shop-api',
        VENDURE_ASSET_URL: 'https://assets.example.org/assets/',
      }),
    ).toBe('https://assets.example.org');
  });
});

describe('isHtml', () => {
  it('recognises HTML pages by their content type', () => {
    expect(isHtml(new Response('', { headers: { 'content-type': 'text/html; charset=utf-8' } }))).toBe(true);
    expect(isHtml(new Response('', { headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(isHtml(new Response(null))).toBe(false);
  });
});
