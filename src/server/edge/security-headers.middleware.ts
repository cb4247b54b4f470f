import { createMiddleware } from '@tanstack/react-start';
import { serverEnv } from '../env.server';
import { assetOrigin, createNonce, isHtml, pagePolicy } from './content-security-policy.server';
import { withSecurityHeaders } from './security-headers.server';

/**
 * The security headers on every answer made below it in the chain (ADR 031), and each
 * page's CSP nonce (ADR 015): made here, handed down as request context (the router reads
 * it, router.tsx) and named in the policy of an HTML answer. Vite's dev server injects
 * its own inline scripts, so development pages keep the base policy.
 */
export const securityHeadersMiddleware = createMiddleware().server(async ({ next }) => {
  const nonce = createNonce();
  const result = await next({ context: { nonce } });
  const env = serverEnv();
  const policy =
    isHtml(result.response) && !import.meta.env.DEV
      ? pagePolicy({ nonce, assetOrigin: assetOrigin(env), stripe: Boolean(env.STRIPE_PUBLISHABLE_KEY) })
      : undefined;
  return { ...result, response: withSecurityHeaders(result.response, env.secureCookies, policy) };
});
