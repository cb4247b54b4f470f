import { z } from 'zod';

/**
 * How both programs read their environment (ADR 044). Vendure and the storefront are given
 * the same environment, so a variable must mean the same on both sides: one set of rules
 * here, used by `commerce/src/environment.ts` and `src/server/env.server.ts`.
 *
 * - A variable set to the empty string is unset (`NAME=` in an env file means "nothing").
 * - A refusal names the variable, and repeats the value only where it cannot hold a secret.
 * - Flags read true/1/yes/on and false/0/no/off in any case; anything else is refused.
 *
 * Server-only (hence `.server.ts`, which the import-boundary test and Start guard): it brings
 * zod, which no page of the storefront loads.
 */

const FLAG_SPELLINGS = new Map<string, boolean>([
  ['true', true],
  ['1', true],
  ['yes', true],
  ['on', true],
  ['false', false],
  ['0', false],
  ['no', false],
  ['off', false],
]);

/**
 * One variable: unset gives undefined; otherwise `read` turns its text into the value, or
 * returns undefined when the text is refused, and the refusal is `problem(text)`.
 */
export function variable<T>(read: (value: string) => T | undefined, problem: (value: string) => string) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T | undefined => {
      if (value === undefined || value === '') return undefined;
      const result = read(value);
      if (result === undefined) {
        ctx.addIssue({ code: 'custom', message: problem(value) });
        return z.NEVER;
      }
      return result;
    });
}

/** The variable's value, or `fallback` when it is unset. */
export function orElse<T>(schema: z.ZodType<T | undefined, string | undefined>, fallback: T) {
  return schema.transform((value): T => value ?? fallback);
}

/** A variable the program cannot do without: unset is refused with `message`. */
export function required<T>(schema: z.ZodType<T | undefined, string | undefined>, message: string) {
  return schema.transform((value, ctx): T => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** A yes/no setting. */
export function flag(name: string) {
  return variable(
    (value) => FLAG_SPELLINGS.get(value.trim().toLowerCase()),
    (value) => `${name} must be true or false (also 1/0, yes/no, on/off), got "${value}"`,
  );
}

/** Any text; unset when empty. Nothing is refused, so the message is never used. */
export function text() {
  return variable(
    (value) => value,
    () => '',
  );
}

/** A whole number read as JavaScript's Number reads it, within [min, max]. */
function wholeNumber(min: number, max: number, problem: (value: string) => string) {
  return variable((value) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  }, problem);
}

/** A TCP port. */
export function port(name: string) {
  return wholeNumber(1, 65_535, (value) => `${name} must be a port number, got "${value}"`);
}

/** A count of attempts, items, milliseconds or the like: `min` (1 unless given) or more. */
export function count(name: string, min = 1) {
  const least = min === 1 ? 'above 0' : `of ${min} or more`;
  return wholeNumber(
    min,
    Number.MAX_SAFE_INTEGER,
    (value) => `${name} must be a whole number ${least}, got "${value}"`,
  );
}

/** A duration in whole seconds, at most a day. */
export function seconds(name: string) {
  return wholeNumber(1, 86_400, (value) => `${name} must be a whole number of seconds from 1 to 86400, got "${value}"`);
}

/** A secret shared between processes: long enough to resist guessing. Never repeated in a message. */
export function secret(name: string, minLength: number) {
  return variable(
    (value) => (value.length >= minLength ? value : undefined),
    () => `${name} must be at least ${minLength} characters long`,
  );
}

/**
 * An absolute URL with one of `protocols` (without the colon) and a host. The message gives
 * an example rather than the value, which may hold a password.
 */
export function url(name: string, protocols: readonly string[], example: string) {
  const schemes = protocols.map((protocol) => `${protocol}://`).join(' or ');
  return variable(
    (value) => {
      try {
        const parsed = new URL(value);
        return protocols.includes(parsed.protocol.slice(0, -1)) && parsed.hostname !== '' ? value : undefined;
      } catch {
        return undefined;
      }
    },
    () => `${name} must be a ${schemes} URL such as ${example}`,
  );
}

/** One of a few words. */
export function oneOf<const T extends string>(name: string, choices: readonly T[]) {
  return variable(
    (value) => choices.find((choice) => choice === value),
    (value) => `${name} must be one of ${choices.join(', ')}, got "${value}"`,
  );
}

/**
 * The variables both programs read, with their rules and defaults: the storefront's rate
 * limits are also Vendure's backstop (ADR 032), so neither may be stricter than the other.
 */
export const sharedVariables = {
  NODE_ENV: orElse(oneOf('NODE_ENV', ['development', 'production', 'test']), 'development'),
  /** The default channel's token: the storefront sends it, Vendure's default channel has it. */
  VENDURE_CHANNEL_TOKEN: orElse(text(), 'foyer'),
  /** The storefront's public origin: canonical URLs, and the links in emails. */
  STOREFRONT_URL: url('STOREFRONT_URL', ['http', 'https'], 'https://tickets.example.org'),
  /** Public URL of Vendure's asset server when it is not the Shop API's server. */
  VENDURE_ASSET_URL: url('VENDURE_ASSET_URL', ['http', 'https'], 'https://shop.example.org/assets/'),
  /** Vendure's "staff changed something" POST to the storefront carries it (ADR 024). */
  CACHE_INVALIDATION_SECRET: secret('CACHE_INVALIDATION_SECRET', 16),
  /** The storefront sends it with the shopper's IP, so Vendure's limits count shoppers (ADR 032). */
  VENDURE_CLIENT_IP_SECRET: secret('VENDURE_CLIENT_IP_SECRET', 16),
  /** Redis shared by every process of the shop. */
  REDIS_URL: url('REDIS_URL', ['redis', 'rediss'], 'redis://127.0.0.1:6379/0'),
  /** Prefix of this shop's keys in Redis. */
  REDIS_KEY_PREFIX: orElse(
    variable(
      (value) => (/^[\w.-]+$/.test(value) ? value : undefined),
      (value) => `REDIS_KEY_PREFIX may hold letters, digits, . _ and -, got "${value}"`,
    ),
    'foyer',
  ),
  /** Sign-in attempts per client IP (any email) in one window. */
  RATE_LIMIT_SIGN_IN_PER_IP: orElse(count('RATE_LIMIT_SIGN_IN_PER_IP'), 100),
  /** Sign-in attempts per email address and client IP in one window. */
  RATE_LIMIT_SIGN_IN_PER_EMAIL: orElse(count('RATE_LIMIT_SIGN_IN_PER_EMAIL'), 10),
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: orElse(seconds('RATE_LIMIT_SIGN_IN_WINDOW_SECONDS'), 15 * 60),
  /** Registrations per client IP in one window. */
  RATE_LIMIT_REGISTER_PER_IP: orElse(count('RATE_LIMIT_REGISTER_PER_IP'), 5),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: orElse(seconds('RATE_LIMIT_REGISTER_WINDOW_SECONDS'), 60 * 60),
  /** Password-reset requests per client IP in one window. */
  RATE_LIMIT_RESET_PER_IP: orElse(count('RATE_LIMIT_RESET_PER_IP'), 5),
  RATE_LIMIT_RESET_WINDOW_SECONDS: orElse(seconds('RATE_LIMIT_RESET_WINDOW_SECONDS'), 60 * 60),
};

/** One line per refused variable, each naming it. */
export function describeProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const name = issue.path.join('.');
    return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
  });
}
