import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server';
import type { LimitOutcome } from '../edge/rate-limit.server';
import { vendureRetryAfterSeconds } from '../vendure/vendure-client.server';
import type { AccountResult } from './account.functions';

/**
 * A refusal of our own limiter: HTTP 429 with Retry-After for whatever reads the
 * status, and the minutes to wait for the form's localized message.
 */
export function rateLimited(outcome: Extract<LimitOutcome, { ok: false }>): AccountResult {
  setResponseStatus(429);
  setResponseHeader('Retry-After', String(outcome.retryAfterSeconds));
  return {
    ok: false,
    errorCode: 'RATE_LIMITED',
    message: '',
    retryAfterMinutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)),
  };
}

/**
 * Runs an account mutation that Vendure rate limits itself (ADR 032): when Vendure refuses
 * it, the form gets the same 429, Retry-After and message as from our own limiter, not
 * a generic failure.
 */
export async function withinVendureLimits(call: () => Promise<AccountResult>): Promise<AccountResult> {
  try {
    return await call();
  } catch (error) {
    const retryAfterSeconds = vendureRetryAfterSeconds(error);
    if (retryAfterSeconds === undefined) throw error;
    return rateLimited({ ok: false, retryAfterSeconds });
  }
}
