import type { Order, OrderItemPriceCalculationStrategy, ProductVariant, RequestContext } from '@vendure/core';
import { describe, expect, it, vi } from 'vitest';
import { ComplimentaryPriceStrategy } from './complimentary-price.strategy';

const ctx = { channel: { pricesIncludeTax: true } } as unknown as RequestContext;
const variant = { id: 5, listPrice: 2400, listPriceIncludesTax: true } as unknown as ProductVariant;
const order = (saleChannel?: string) => ({ customFields: { saleChannel } }) as unknown as Order;

describe('ComplimentaryPriceStrategy', () => {
  const priced: OrderItemPriceCalculationStrategy = {
    calculateUnitPrice: vi.fn(async () => ({ price: 3200, priceIncludesTax: true })),
    init: vi.fn(),
  };
  const strategy = new ComplimentaryPriceStrategy(priced);

  it('prices every line of a comp at zero, whatever its zone', async () => {
    expect(await strategy.calculateUnitPrice(ctx, variant, { seatZone: 'A' }, order('comp'), 2)).toEqual({
      price: 0,
      priceIncludesTax: true,
    });
    expect(priced.calculateUnitPrice).not.toHaveBeenCalled();
  });

  it('leaves online and counter sales to the strategy it wraps (the seat zones’)', async () => {
    for (const channel of ['online', 'counter', undefined]) {
      expect(await strategy.calculateUnitPrice(ctx, variant, { seatZone: 'A' }, order(channel), 1)).toEqual({
        price: 3200,
        priceIncludesTax: true,
      });
    }
  });

  it('passes the injector on, so the wrapped strategy can find its services', () => {
    const injector = {} as never;
    strategy.init(injector);
    expect(priced.init).toHaveBeenCalledWith(injector);
  });
});
