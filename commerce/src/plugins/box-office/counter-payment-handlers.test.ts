import {
  AdministratorService,
  type Injector,
  type Order,
  type PaymentMethod,
  type RequestContext,
} from '@vendure/core';
import { describe, expect, it, vi } from 'vitest';
import { SeatHoldService } from '../seat-hold';
import { counterCardTerminalHandler, counterCashHandler, counterOnlyChecker } from './counter-payment-handlers';

const ctx = (apiType: 'admin' | 'shop') => ({ apiType, activeUserId: 7 }) as unknown as RequestContext;
const order = (saleChannel?: string) => ({ id: 1, code: 'CODE1', customFields: { saleChannel } }) as unknown as Order;
const method = {} as PaymentMethod;

/** The handlers' services, faked: the claim answers `claim`, the staff member is Boris. */
function withServices(claim: 'paid' | 'none' | 'expired') {
  const holds = { claimForPayment: vi.fn(async () => claim) };
  const administrators = {
    resolveActorAdministrator: vi.fn(async () => ({ id: 3, firstName: 'Boris', lastName: 'Box office' })),
  };
  const injector = {
    get: (token: unknown) =>
      token === SeatHoldService ? holds : token === AdministratorService ? administrators : null,
  } as unknown as Injector;
  return { holds, injector };
}

describe('the counter-only eligibility checker', () => {
  it('admits a counter sale or a comp in the Admin API', async () => {
    expect(await counterOnlyChecker.check(ctx('admin'), order('counter'), [], method)).toBe(true);
    expect(await counterOnlyChecker.check(ctx('admin'), order('comp'), [], method)).toBe(true);
  });

  it('refuses every Shop API request, and an online order even in the Admin API', async () => {
    expect(await counterOnlyChecker.check(ctx('shop'), order('counter'), [], method)).toMatch(/box office/);
    expect(await counterOnlyChecker.check(ctx('admin'), order('online'), [], method)).toMatch(/counter/);
    expect(await counterOnlyChecker.check(ctx('admin'), order(undefined), [], method)).toMatch(/counter/);
  });
});

describe.each([counterCashHandler, counterCardTerminalHandler])('the $code handler', (handler) => {
  it('claims the holds first, then settles at once and records who took the money', async () => {
    const { holds, injector } = withServices('paid');
    await handler.init(injector);
    const payment = await handler.createPayment(ctx('admin'), order('counter'), 4800, [], {}, method);
    expect(holds.claimForPayment).toHaveBeenCalledOnce();
    expect(payment).toMatchObject({
      amount: 4800,
      state: 'Settled',
      method: handler.code,
      metadata: { administratorId: '3', administratorName: 'Boris Box office' },
    });
  });

  it('settles a comp’s zero payment the same way', async () => {
    const { injector } = withServices('paid');
    await handler.init(injector);
    expect(await handler.createPayment(ctx('admin'), order('comp'), 0, [], {}, method)).toMatchObject({
      amount: 0,
      state: 'Settled',
    });
  });

  it('declines when the seats were no longer held, before any money is recorded', async () => {
    const { injector } = withServices('expired');
    await handler.init(injector);
    expect(await handler.createPayment(ctx('admin'), order('counter'), 4800, [], {}, method)).toMatchObject({
      state: 'Declined',
      errorMessage: 'SEAT_HOLD_EXPIRED',
    });
  });

  it('refuses a shopper’s order or a Shop API request even without its checker, claiming nothing', async () => {
    const { holds, injector } = withServices('paid');
    await handler.init(injector);
    expect(await handler.createPayment(ctx('shop'), order('counter'), 100, [], {}, method)).toMatchObject({
      state: 'Error',
    });
    expect(await handler.createPayment(ctx('admin'), order('online'), 100, [], {}, method)).toMatchObject({
      state: 'Error',
    });
    expect(holds.claimForPayment).not.toHaveBeenCalled();
  });

  it('refunds over the counter: settled at once, with who gave the money back', async () => {
    const { injector } = withServices('paid');
    await handler.init(injector);
    const refund = await handler.createRefund(
      ctx('admin'),
      {} as never,
      1600,
      order('counter'),
      {} as never,
      [],
      method,
    );
    expect(refund).toMatchObject({ state: 'Settled', metadata: { amount: 1600, administratorId: '3' } });
  });
});
