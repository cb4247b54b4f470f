import { withHeaders } from '../response-headers.server';
import { BASE_POLICY } from './content-security-policy.server';

const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';
const HSTS = 'max-age=31536000; includeSubDomains';

/** The security headers by name, with the given Content-Security-Policy. */
function securityHeaders(secure: boolean, policy: string): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
    ['content-security-policy', policy],
    ['permissions-policy', PERMISSIONS],
  ];
  if (secure) headers.push(['strict-transport-security', HSTS]);
  return headers;
}

/**
 * Headers every response carries: no framing by other sites, no MIME sniffing, a
 * referrer that stops at our origin, HSTS when served over HTTPS, and a
 * Content-Security-Policy: the page policy with its nonce for HTML
 * (security-headers.middleware.ts), the base policy for everything else.
 */
export function withSecurityHeaders(response: Response, secure: boolean, policy: string = BASE_POLICY): Response {
  return withHeaders(response, (headers) => {
    for (const [name, value] of securityHeaders(secure, policy)) headers.set(name, value);
  });
}

/**
 * Adds the headers a response does not carry yet, in place: for the answers nitro
 * makes without our fetch handler (static files, its own errors). A page's nonce
 * policy, set earlier, is kept.
 */
export function fillSecurityHeaders(headers: Headers, secure: boolean): void {
  for (const [name, value] of securityHeaders(secure, BASE_POLICY)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}
