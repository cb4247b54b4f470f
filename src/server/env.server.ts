import {
  count,
  describeProblems,
  flag,
  orElse,
  required,
  secret,
  sharedVariables,
  url,
  variable,
} from '@foyer/shared/environment-rules.server';
import { z } from 'zod';

/**
 * The storefront's variables. Those Vendure reads too (NODE_ENV, the channel token, the shared
 * secrets, Redis, the rate limits, STOREFRONT_URL, VENDURE_ASSET_URL) come from `sharedVariables`, and every rule
 * is the one commerce uses (ADR 044): an empty variable is unset, flags read true/1/yes/on or
 * false/0/no/off.
 */
export const schema = z
  .object({
    ...sharedVariables,
    VENDURE_SHOP_API_URL: required(
      url('VENDURE_SHOP_API_URL', ['http', 'https'], 'http://localhost:3001/shop-api'),
      "VENDURE_SHOP_API_URL must be the URL of Vendure's Shop API, e.g. http://localhost:3001/shop-api",
    ),
    /** Stripe.js key for the Payment Element; public by design. Without it the card step offers only what Vendure does. */
    STRIPE_PUBLISHABLE_KEY: variable(
      (value) => (/^pk_(test|live)_\w+$/.test(value) ? value : undefined),
      () => 'STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…',
    ),
    /**
     * Key that signs the storefront's own cookies (the session's end, which guest orders this browser paid for).
     * Give every instance the same value; unset, each process draws a random one at start.
     */
    STOREFRONT_COOKIE_SECRET: secret('STOREFRONT_COOKIE_SECRET', 32),
    VENDURE_TIMEOUT_MS: orElse(count('VENDURE_TIMEOUT_MS'), 8000),
    /** Calls to Vendure in flight at once per storefront process (0: no limit); the rest queue. */
    VENDURE_MAX_CONCURRENCY: orElse(count('VENDURE_MAX_CONCURRENCY', 0), 16),
    /** Rendered pages kept for anonymous visitors per process (ADR 049); 0 turns the page cache off. */
    PAGE_CACHE_MAX_ENTRIES: orElse(count('PAGE_CACHE_MAX_ENTRIES', 0), 1000),
    /** Set when the storefront is served over HTTPS; makes the session cookie Secure. */
    SECURE_COOKIES: flag('SECURE_COOKIES'),
    /** Behind a proxy or load balancer that sets X-Forwarded-For: read the client's IP from it. */
    TRUST_PROXY: orElse(flag('TRUST_PROXY'), false),
  })
  .superRefine((env, ctx) => {
    // Without it Vendure's rate limits count every shopper as the storefront's one address (ADR 032).
    if (env.NODE_ENV === 'production' && !env.VENDURE_CLIENT_IP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['VENDURE_CLIENT_IP_SECRET'],
        message: 'VENDURE_CLIENT_IP_SECRET must be set in production (16+ characters, the same value for Vendure)',
      });
    }
  });

export type ServerEnv = z.infer<typeof schema> & { secureCookies: boolean };

let cached: ServerEnv | undefined;

/**
 * The storefront server's environment, read and checked once. Throws a readable
 * message when the Shop API URL is missing: the storefront cannot work without it.
 */
export function serverEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  if (cached && source === process.env) return cached;
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = describeProblems(parsed.error)
      .map((problem) => `  - ${problem}`)
      .join('\n');
    throw new Error(`The storefront is not configured:\n${problems}\nSee .env.example.`);
  }
  const env = { ...parsed.data, secureCookies: parsed.data.SECURE_COOKIES ?? parsed.data.NODE_ENV === 'production' };
  if (source === process.env) cached = env;
  return env;
}
