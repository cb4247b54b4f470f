import { randomBytes } from 'node:crypto';

/** What every response carries, HTML or not: no framing, no `<base>` or form hijack, no plugins. */
export const BASE_POLICY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

// Stripe's CSP guide: Stripe.js and its frames come from js.stripe.com (and subdomains),
// 3-D Secure pages from hooks.stripe.com, and Stripe.js calls api.stripe.com.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

export interface PagePolicyOptions {
  /** This response's nonce, from createNonce(); the router stamps it on every inline script. */
  nonce: string;
  /** Origin of Vendure's asset server, where every product and theatre image comes from. */
  assetOrigin: string;
  /** Whether the payment step may load Stripe.js (a publishable key is configured). */
  stripe: boolean;
}

/** A fresh nonce for one HTML response: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of an HTML page: scripts only with this response's nonce (and what those
 * scripts load, 'strict-dynamic'), no inline script without it, images from us and
 * Vendure's asset server, Stripe only when it is configured.
 */
export function pagePolicy({ nonce, assetOrigin, stripe }: PagePolicyOptions): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    // 'self' and Stripe's hosts are for browsers without 'strict-dynamic' (CSP 2), which ignore it.
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(stripe ? STRIPE_SCRIPTS : [])],
    // React and Radix render style attributes; nonces cannot cover attributes (see ADR 015).
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', assetOrigin],
    ['connect-src', "'self'", ...(stripe ? STRIPE_API : [])],
    ['frame-src', ...(stripe ? STRIPE_FRAMES : ["'none'"])],
    [BASE_POLICY],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Where images come from: VENDURE_ASSET_URL when set, else the Shop API's own server. */
export function assetOrigin(env: { VENDURE_SHOP_API_URL: string; VENDURE_ASSET_URL?: string | undefined }): string {
  return new URL(env.VENDURE_ASSET_URL ?? env.VENDURE_SHOP_API_URL).origin;
}

/** Whether a response is an HTML page (the only kind that runs scripts and needs the nonce). */
export function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.toLowerCase().startsWith('text/html') ?? false;
}
