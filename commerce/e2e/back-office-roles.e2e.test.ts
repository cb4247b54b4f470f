import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType, type TadaDocumentNode, type VariablesArg } from '@foyer/shared/test-clients/client';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVELOPMENT_ADMINISTRATORS } from '../src/back-office/development-administrators';
import { guestAtPaymentStep, newShopper, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';

/**
 * The seeded roles as the Admin API enforces them, signed in as the development
 * administrators the seed creates outside production (ADR 025).
 */
const signIn = async (role: string) => {
  const admin = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === role);
  if (!admin) throw new Error(`no development administrator for ${role}`);
  const client = new TestClient(inject('adminApiUrl'));
  const { login } = await client.query(
    adminGraphql(
      `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename ... on CurrentUser { id } } }`,
    ),
    { u: admin.identifier, p: admin.password },
  );
  expect(login.__typename).toBe('CurrentUser');
  return client;
};

const forbidden = async <TResult, TVariables>(
  client: TestClient,
  document: TadaDocumentNode<TResult, TVariables>,
  ...variables: VariablesArg<TVariables>
) => {
  const { errors } = await client.raw(document, ...variables);
  return errors?.[0]?.extensions?.code === 'FORBIDDEN';
};

const UPDATE_PLAY = adminGraphql(
  `mutation ($id: ID!, $duration: Int!) { updatePlay(input: { id: $id, durationMinutes: $duration }) { id durationMinutes } }`,
);
const UPDATE_PRODUCT = adminGraphql(`mutation ($id: ID!) { updateProduct(input: { id: $id, enabled: true }) { id } }`);
const CREATE_PERFORMANCE = adminGraphql(
  `mutation ($play: ID!, $stage: ID!) { createPerformance(input: { playId: $play, stageId: $stage, startsAt: "2031-01-01T18:00:00Z" }) { id } }`,
);
const CANCEL_ORDER = adminGraphql(`mutation ($id: ID!) { cancelOrder(input: { orderId: $id, cancelShipping: true }) {
  __typename ... on Order { state } ... on ErrorResult { message } } }`);
const UPDATE_CUSTOMER = adminGraphql(
  `mutation ($id: ID!) { updateCustomer(input: { id: $id, phoneNumber: "+359 2 000 0000" }) { __typename } }`,
);

let superadmin: TestClient;
let play: { id: string; durationMinutes: number; stage: { id: string } | null };
let productId: string;
beforeAll(async () => {
  superadmin = new TestClient(inject('adminApiUrl'));
  await superadmin.loginAsSuperadmin();
  const { plays } = await superadmin.query(
    adminGraphql(`query { plays(options: { take: 1 }) { items { id durationMinutes stage { id } } } }`),
  );
  play = plays.items[0];
  const { products } = await superadmin.query(
    adminGraphql(`query { products(options: { take: 1 }) { items { id } } }`),
  );
  productId = products.items[0].id;
});

/** A paid guest order of two tickets; answers its id and the ticket variant. */
async function paidTicketOrder() {
  // A night sold by count (the Attic Stage's): the seat-map nights are sold seat by seat (ADR 053).
  const { performances } = await superadmin.query(
    adminGraphql(
      `query { performances(options: { take: 100 }) { items { reserved cancelled startsAt productVariant { id stockOnHand } } } }`,
    ),
  );
  const night = performances.items.find(
    (p) =>
      !p.reserved && !p.cancelled && new Date(p.startsAt) > new Date() && (p.productVariant?.stockOnHand ?? 0) >= 10,
  );
  const variantId = night!.productVariant!.id;
  const shop = newShopper(inject('shopApiUrl'));
  await guestAtPaymentStep(shop, variantId, 2, 'box-office');
  await toPayment(shop);
  const paid = expectType(await payByTestCard(shop), 'Order');
  expect(paid.state).toBe('PaymentSettled');
  const { orders } = await superadmin.query(
    adminGraphql(
      `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id customer { id } } } }`,
    ),
    { code: paid.code },
  );
  return { order: orders.items[0], variantId };
}

const saleable = async (variantId: string) => {
  const { productVariant } = await superadmin.query(
    adminGraphql(`query ($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }`),
    { id: variantId },
  );
  return productVariant!.stockOnHand - productVariant!.stockAllocated;
};

it.each(['box-office', 'editor'])('%s schedules and removes a performance', async (role) => {
  const staff = await signIn(role);
  const { createPerformance } = await staff.query(CREATE_PERFORMANCE, { play: play.id, stage: play.stage!.id });
  const { deletePerformance } = await staff.query(
    adminGraphql(`mutation ($id: ID!) { deletePerformance(id: $id) { result } }`),
    {
      id: createPerformance.id,
    },
  );
  expect(deletePerformance.result).toBe('DELETED');
});

describe('the Box office role', () => {
  it('cannot edit a play or a product', async () => {
    const boxOffice = await signIn('box-office');
    expect(await forbidden(boxOffice, UPDATE_PLAY, { id: play.id, duration: play.durationMinutes })).toBe(true);
    expect(await forbidden(boxOffice, UPDATE_PRODUCT, { id: productId })).toBe(true);
    // It reads them, to know what it sells.
    const { play: read } = await boxOffice.query(adminGraphql(`query ($id: ID!) { play(id: $id) { id } }`), {
      id: play.id,
    });
    expect(read!.id).toBe(play.id);
  });

  it('finds a paid order, cancels it and the seats come back', async () => {
    const { order, variantId } = await paidTicketOrder();
    const before = await saleable(variantId);
    const boxOffice = await signIn('box-office');
    const { order: found } = await boxOffice.query(adminGraphql(`query ($id: ID!) { order(id: $id) { id state } }`), {
      id: order.id,
    });
    expect(found!.state).toBe('PaymentSettled');
    const { cancelOrder } = await boxOffice.query(CANCEL_ORDER, { id: order.id });
    expect(cancelOrder).toEqual({ __typename: 'Order', state: 'Cancelled' });
    expect(await saleable(variantId)).toBe(before + 2);
  });
});

describe('the Editor role', () => {
  it('edits a play and a product', async () => {
    const editor = await signIn('editor');
    const { updatePlay } = await editor.query(UPDATE_PLAY, { id: play.id, duration: play.durationMinutes });
    expect(updatePlay.durationMinutes).toBe(play.durationMinutes);
    const { updateProduct } = await editor.query(UPDATE_PRODUCT, { id: productId });
    expect(updateProduct.id).toBe(productId);
  });

  it('cannot cancel or refund an order or change a customer', async () => {
    const { order } = await paidTicketOrder();
    const editor = await signIn('editor');
    expect(await forbidden(editor, CANCEL_ORDER, { id: order.id })).toBe(true);
    expect(
      await forbidden(
        editor,
        adminGraphql(
          `mutation ($id: ID!) { refundOrder(input: { paymentId: $id, amount: 100, shipping: 0, adjustment: 0, reason: "x" }) { __typename } }`,
        ),
        { id: '1' },
      ),
    ).toBe(true);
    expect(await forbidden(editor, UPDATE_CUSTOMER, { id: order.customer!.id })).toBe(true);
    const { order: still } = await superadmin.query(adminGraphql(`query ($id: ID!) { order(id: $id) { state } }`), {
      id: order.id,
    });
    expect(still!.state).toBe('PaymentSettled');
  });
});
