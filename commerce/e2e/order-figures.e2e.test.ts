import { orderFigures } from '@foyer/shared/order-figures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newShopper, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';
import { mailTo } from './mailbox';

/**
 * The storefront's and the email's order summary (src/shared/order-figures.ts) against orders Vendure
 * itself priced: lines with odd prices and quantities at two tax rates, a line-level
 * promotion, an order-level one (the seed's FOYER10), free delivery, and each delivery
 * method. Whatever Vendure's rounding did, the figures shown must add up to what the
 * shopper pays, to the cent.
 */
const ACTIVE_ORDER = shopGraphql(`query { activeOrder {
  id code totalWithTax subTotalWithTax shipping shippingWithTax couponCodes
  discounts { description amountWithTax }
  surcharges { description price priceWithTax taxRate }
  shippingLines { priceWithTax shippingMethod { id name } }
  lines { id quantity linePriceWithTax proratedLinePrice proratedLinePriceWithTax taxLines { description taxRate } } } }`);

let admin: TestClient;
let shopApiUrl: string;
let variants: Array<{ id: string; priceWithTax: number }>;
const LINE_COUPON = `LINE15-${Date.now()}`;
const DELIVERY_COUPON = `FREEDEL-${Date.now()}`;

beforeAll(async () => {
  shopApiUrl = inject('shopApiUrl');
  admin = new TestClient(inject('adminApiUrl'));
  await admin.loginAsSuperadmin();
  const { products } = await newShopper(shopApiUrl).query(
    shopGraphql(
      `query { products(options: { take: 100 }) { items { slug variants { id priceWithTax stockLevel taxRateApplied { value } } } } }`,
    ),
  );
  // Merchandise (tickets are held seats); prices that do not divide evenly, at more than one rate.
  const all = products.items
    .filter((p) => !p.slug.startsWith('ticket'))
    .flatMap((p) => p.variants)
    .filter((v) => v.stockLevel !== 'OUT_OF_STOCK');
  const byRate = new Map<number, typeof all>();
  for (const v of all) byRate.set(v.taxRateApplied.value, [...(byRate.get(v.taxRateApplied.value) ?? []), v]);
  variants = [...byRate.values()].flatMap((group) => group.slice(0, 2));
  expect(variants.length).toBeGreaterThanOrEqual(3);

  const promotion = (
    couponCode: string,
    name: string,
    action: { code: string; arguments: { name: string; value: string }[] },
  ) =>
    admin.query(
      adminGraphql(
        `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } ... on ErrorResult { message } } }`,
      ),
      {
        input: {
          enabled: true,
          couponCode,
          conditions: [],
          actions: [action],
          translations: [{ languageCode: 'en', name }],
        },
      },
    );
  await promotion(LINE_COUPON, '15 % off two items', {
    code: 'products_percentage_discount',
    arguments: [
      { name: 'discount', value: '15' },
      { name: 'productVariantIds', value: JSON.stringify(variants.slice(0, 2).map((v) => v.id)) },
    ],
  });
  await promotion(DELIVERY_COUPON, 'Free delivery', { code: 'free_shipping', arguments: [] });
});

async function orderWith(coupons: string[], shippingMethodIndex: number, email?: string) {
  const shop = newShopper(shopApiUrl);
  let quantity = 1;
  for (const variant of variants) {
    await shop.query(
      shopGraphql(
        `mutation ($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { __typename } }`,
      ),
      {
        id: variant.id,
        q: quantity,
      },
    );
    quantity = (quantity % 3) + 1;
  }
  if (email) {
    await shop.query(
      shopGraphql(
        `mutation ($email: String!) { setCustomerForOrder(input: { emailAddress: $email, firstName: "Ann", lastName: "Figures" }) { __typename } }`,
      ),
      { email },
    );
  }
  await shop.query(
    shopGraphql(
      `mutation { setOrderShippingAddress(input: { fullName: "Ann Figures", streetLine1: "ul. Rakovski 1", city: "Sofia", postalCode: "1000", countryCode: "BG" }) { __typename } }`,
    ),
  );
  for (const couponCode of coupons) {
    const { applyCouponCode } = await shop.query(
      shopGraphql(
        `mutation ($couponCode: String!) { applyCouponCode(couponCode: $couponCode) { __typename ... on ErrorResult { message } } }`,
      ),
      { couponCode },
    );
    expect(applyCouponCode.__typename, JSON.stringify(applyCouponCode)).toBe('Order');
  }
  const before = (await shop.query(ACTIVE_ORDER)).activeOrder!;
  const { eligibleShippingMethods } = await shop.query(shopGraphql(`query { eligibleShippingMethods { id } }`));
  const method = eligibleShippingMethods[shippingMethodIndex];
  await shop.query(
    shopGraphql(`mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }`),
    {
      id: [method.id],
    },
  );
  const after = (await shop.query(ACTIVE_ORDER)).activeOrder!;
  return { before, after, shop, methods: eligibleShippingMethods.length };
}

const shown = (figures: ReturnType<typeof orderFigures>) =>
  figures.subtotal + figures.discounts.reduce((a, d) => a + d.amount, 0) + (figures.delivery?.amount ?? 0);

const promotionSets: Array<[string, () => string[]]> = [
  ['no promotion', () => []],
  ['the order-level FOYER10', () => ['FOYER10']],
  ['a line-level 15 %', () => [LINE_COUPON]],
  ['line-level and order-level together', () => [LINE_COUPON, 'FOYER10']],
  ['FOYER10 and free delivery', () => ['FOYER10', DELIVERY_COUPON]],
];

describe('order figures against Vendure', () => {
  for (const [name, coupons] of promotionSets) {
    it(`add up to Vendure's total with ${name}, for each delivery method`, async () => {
      const { methods } = await orderWith([], 0);
      expect(methods).toBeGreaterThanOrEqual(3);
      for (let index = 0; index < methods; index++) {
        const { before, after } = await orderWith(coupons(), index);
        for (const order of [before, after]) {
          const figures = orderFigures(order);
          expect(shown(figures)).toBe(order.totalWithTax);
          expect(figures.subtotal).toBe(order.lines.reduce((a, l) => a + l.linePriceWithTax, 0));
          // Each promotion is listed once, within a cent a line of what Vendure says it took.
          expect(figures.discounts.map((d) => d.description)).toEqual(
            order.discounts.filter((d) => d.amountWithTax !== 0).map((d) => d.description),
          );
          const vendureDiscounts = order.discounts.reduce((a, d) => a + d.amountWithTax, 0);
          const shownDiscounts = figures.discounts.reduce((a, d) => a + d.amount, 0);
          expect(Math.abs(shownDiscounts - vendureDiscounts)).toBeLessThanOrEqual(order.lines.length);
        }
        expect(orderFigures(before).delivery).toBeNull();
        expect(orderFigures(after).delivery?.methodId).toBe(after.shippingLines[0].shippingMethod.id);
        if (coupons().length > 0) expect(after.discounts.length).toBeGreaterThan(0);
      }
    });
  }
});

describe('the order-confirmation email', () => {
  it('shows the summary the storefront shows: subtotal before discounts, the discount once, delivery, total', async () => {
    const email = `figures-${Date.now()}@foyer.example`;
    const { after, shop } = await orderWith(['FOYER10'], 1, email);
    expect(after.discounts.length).toBeGreaterThan(0);
    expect((await toPayment(shop)).__typename).toBe('Order');
    expect(expectType(await payByTestCard(shop), 'Order').state).toBe('PaymentSettled');
    const figures = orderFigures(after);
    const money = (amount: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount / 100);
    const mail = await confirmationTo(email);
    for (const amount of [figures.subtotal, ...figures.discounts.map((d) => d.amount), figures.total]) {
      expect(mail).toContain(money(amount));
    }
    expect(mail).toContain(`Delivery: ${figures.delivery?.name}`);
    expect(mail).toContain(money(figures.delivery?.amount ?? -1));
    // Vendure's stock template showed its subTotalWithTax, which has the order discount taken off already.
    expect(mail).not.toContain(money(after.subTotalWithTax));
  });
});

async function confirmationTo(recipient: string): Promise<string> {
  return JSON.stringify(await mailTo(recipient, /order confirmation/i));
}
