import { describe, expect, it } from 'vitest';
import { confirmationEmailJobId, confirmationJobOptions } from './confirmation-backstop';

describe('the confirmation backstop’s BullMQ options (ADR 064)', () => {
  it('gives an order’s confirmation email one job id, however often it is queued', () => {
    const email = { type: 'order-confirmation', templateVars: { order: { code: 'AB12CD34' } } };
    expect(confirmationJobOptions('send-email', email)).toEqual({ jobId: 'order-confirmation-AB12CD34' });
    expect(confirmationEmailJobId('AB12CD34')).toBe('order-confirmation-AB12CD34');
  });

  it('leaves every other email and job as BullMQ makes it', () => {
    expect(confirmationJobOptions('send-email', { type: 'password-reset', templateVars: {} })).toEqual({});
    expect(confirmationJobOptions('send-email', { type: 'order-confirmation', templateVars: {} })).toEqual({});
    expect(confirmationJobOptions('update-search-index', { type: 'order-confirmation' })).toEqual({});
  });

  it('delays the backstop, once per order', () => {
    expect(confirmationJobOptions('order-confirmation-backstop', { orderCode: 'AB12CD34' })).toEqual({
      jobId: 'order-confirmation-backstop-AB12CD34',
      delay: 20_000,
    });
  });

  it('never names a job with a colon or a bare number (BullMQ refuses both)', () => {
    const { jobId } = confirmationJobOptions('send-email', {
      type: 'order-confirmation',
      templateVars: { order: { code: '12345' } },
    });
    expect(jobId).not.toMatch(/:/);
    expect(Number.isInteger(Number(jobId))).toBe(false);
  });
});
