/**
 * Headers every response carries: no framing by other sites, no MIME sniffing, a
 * referrer that stops at our origin, and HSTS when served over HTTPS. (A script CSP
 * with nonces is tracked separately: the router's inline hydration scripts need them.)
 */
export function withSecurityHeaders(response: Response, secure: boolean): Response {
  const headers = new Headers(response.headers);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('x-frame-options', 'DENY');
  if (!headers.has('content-security-policy')) {
    headers.set(
      'content-security-policy',
      "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  }
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")');
  if (secure) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
