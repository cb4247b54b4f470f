import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '~/paraglide/runtime';
import { waitingListErrorText } from './waiting-list-errors';

const refusal = (errorCode: string, retryAfterMinutes?: number) =>
  ({ ok: false, errorCode, message: '', retryAfterMinutes }) as const;

describe('waiting-list refusals', () => {
  it('words every refusal Vendure names, in the visitor’s language', () => {
    overwriteGetLocale(() => 'en');
    const codes = ['NOT_SOLD_OUT', 'NOT_FOUND', 'INVALID_SEATS', 'INVALID_EMAIL', 'INVALID_TOKEN', 'OFFER_EXPIRED'];
    const texts = codes.map((code) => waitingListErrorText(refusal(code)));
    expect(new Set(texts).size).toBe(codes.length);
    expect(waitingListErrorText(refusal('OFFER_EXPIRED'))).toMatch(/expired/);
    overwriteGetLocale(() => 'de');
    expect(waitingListErrorText(refusal('INVALID_TOKEN'))).toMatch(/Link/);
  });

  it('says how long to wait when rate-limited', () => {
    overwriteGetLocale(() => 'en');
    expect(waitingListErrorText(refusal('RATE_LIMITED', 3))).toMatch(/3/);
  });
});
