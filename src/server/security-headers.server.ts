import { BASE_POLICY } from './content-security-policy.server';

/**
 * Headers every response carries: no framing by other sites, no MIME sniffing, a
 * referrer that stops at our origin, HSTS when served over HTTPS, and a
 * Content-Security-Policy: the page policy with its nonce for HTML (server.ts), the
 * base policy for everything else.
 */
export function withSecurityHeaders(response: Response, secure: boolean, policy: string = BASE_POLICY): Response {
  const headers = new Headers(response.headers);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('x-frame-options', 'DENY');
  headers.set('content-security-policy', policy);
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")');
  if (secure) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
