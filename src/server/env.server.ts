import { z } from 'zod';

const schema = z.object({
  VENDURE_SHOP_API_URL: z.url({
    error: "VENDURE_SHOP_API_URL must be the URL of Vendure's Shop API, e.g. http://localhost:3001/shop-api",
  }),
  VENDURE_CHANNEL_TOKEN: z.string().min(1).default('foyer'),
  /** Public URL of Vendure's asset server when it is not the Shop API's server (shared with commerce): images come from there. */
  VENDURE_ASSET_URL: z
    .union([z.literal(''), z.url()])
    .optional()
    .transform((v) => v || undefined),
  /** The storefront's public origin for canonical URLs, hreflang and the sitemap; the request's origin when unset. */
  STOREFRONT_URL: z.url().optional(),
  /** Stripe.js key for the Payment Element; public by design. Without it the card step offers only what Vendure does. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, { error: 'STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…' })
    .optional(),
  /**
   * Key that signs the storefront's own cookies (the session's end, which guest orders this browser paid for).
   * Give every instance the same value; unset, each process draws a random one at start.
   */
  STOREFRONT_COOKIE_SECRET: z
    .string()
    .min(32, { error: 'STOREFRONT_COOKIE_SECRET must be at least 32 characters' })
    .optional(),
  /**
   * Shared with Vendure on the embedded profile: its "staff changed something" POST to
   * /_foyer/invalidate must carry it (ADR 024). Unset, that endpoint does not exist.
   */
  CACHE_INVALIDATION_SECRET: z
    .string()
    .min(16, { error: 'CACHE_INVALIDATION_SECRET must be at least 16 characters' })
    .optional(),
  /**
   * Shared with Vendure: sent with the shopper's IP on every call, so Vendure's own rate
   * limits count shoppers rather than this server (ADR 032). Vendure needs it in production.
   */
  VENDURE_CLIENT_IP_SECRET: z
    .string()
    .min(16, { error: 'VENDURE_CLIENT_IP_SECRET must be at least 16 characters' })
    .optional(),
  VENDURE_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Calls to Vendure in flight at once per storefront process (0: no limit); the rest queue. */
  VENDURE_MAX_CONCURRENCY: z.coerce.number().int().min(0).default(16),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set when the storefront is served over HTTPS; makes the session cookie Secure. */
  SECURE_COOKIES: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** Behind a proxy or load balancer that sets X-Forwarded-For: read the client's IP from it. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Redis shared by all storefront instances (rate-limit counters, the read cache's second level, ADR 041); each process alone without it. */
  REDIS_URL: z
    .url({
      protocol: /^rediss?$/,
      error: 'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0',
    })
    .optional(),
  /** Prefix of this shop's keys in Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]+$/, { error: 'REDIS_KEY_PREFIX may hold letters, digits, . _ and -' })
    .default('foyer'),
  /** Sign-in attempts per email address and client IP in one window. */
  RATE_LIMIT_SIGN_IN_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** Sign-in attempts per client IP (any email) in one window. */
  RATE_LIMIT_SIGN_IN_PER_IP: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Registrations per client IP in one window. */
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  /** Password-reset requests per client IP in one window. */
  RATE_LIMIT_RESET_PER_IP: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_RESET_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
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
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`The storefront is not configured:\n${problems}\nSee .env.example.`);
  }
  const env = { ...parsed.data, secureCookies: parsed.data.SECURE_COOKIES ?? parsed.data.NODE_ENV === 'production' };
  if (source === process.env) cached = env;
  return env;
}
