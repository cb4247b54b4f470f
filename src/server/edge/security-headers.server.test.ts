import { describe, expect, it } from 'vitest';
import { BASE_POLICY } from './content-security-policy.server';
import { fillSecurityHeaders, withSecurityHeaders } from './security-headers.server';

describe('withSecurityHeaders', () => {
  it('forbids framing and sniffing and trims the referrer, keeping status and body', async () => {
    const response = withSecurityHeaders(new Response('hello', { status: 404, headers: { 'x-own': '1' } }), false);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('hello');
    expect(response.headers.get('x-own')).toBe('1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toBe(BASE_POLICY);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it("sets the page's own policy when given one", () => {
    const policy = `script-src 'nonce-abc'; ${BASE_POLICY}`;
    const response = withSecurityHeaders(new Response('<html></html>'), false, policy);
    expect(response.headers.get('content-security-policy')).toBe(policy);
  });

  it('adds HSTS only when served over HTTPS', () => {
    const response = withSecurityHeaders(new Response(null), true);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

describe('fillSecurityHeaders', () => {
  it('adds the missing headers in place and keeps a page policy already set', () => {
    const headers = new Headers({
      'content-security-policy': "script-src 'nonce-abc'",
      'content-type': 'image/svg+xml',
    });
    fillSecurityHeaders(headers, true);
    expect(headers.get('content-security-policy')).toBe("script-src 'nonce-abc'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const bare = new Headers();
    fillSecurityHeaders(bare, false);
    expect(bare.get('content-security-policy')).toBe(BASE_POLICY);
    expect(bare.get('strict-transport-security')).toBeNull();
  });
});
