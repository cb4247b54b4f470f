import { adminGraphql } from '@foyer/shared/test-clients/admin';
import {
  type GraphQLSession,
  graphqlSession,
  type TadaDocumentNode,
  type VariablesArg,
} from '@foyer/shared/test-clients/client';

/**
 * Vendure's real Admin API, signed in as the superadmin: browser tests use it to
 * arrange what a shopper cannot (a product of their own, stock running out).
 */
const adminUrl = () => process.env.E2E_ADMIN_API_URL ?? 'http://localhost:3290/admin-api';

export type AdminCall = GraphQLSession;

/**
 * A session of its own at one Admin API, signed in as the superadmin (the production
 * profile's tests run Vendure with a password of their own): a door at one of its servers.
 */
export async function adminSession(url: string): Promise<AdminCall> {
  const call = graphqlSession(url);
  await call(
    adminGraphql(
      `mutation ($password: String!) { login(username: "superadmin", password: $password) { ... on CurrentUser { id } } }`,
    ),
    { password: process.env.E2E_ADMIN_PASSWORD ?? 'superadmin' },
  );
  return call;
}

let shared: Promise<AdminCall> | undefined;

/** A typed call to the Admin API as the shared superadmin session. */
export async function adminQuery<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  ...variables: VariablesArg<TVariables>
): Promise<TResult> {
  shared ??= adminSession(adminUrl());
  return (await shared)(document, ...variables);
}

/** A product of the test's own (one variant, tracked stock), so parallel tests never share its stock. */
export async function createProduct(name: string, stockOnHand: number) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const { createProduct: product } = await adminQuery(
    adminGraphql(`mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`),
    {
      input: {
        enabled: true,
        translations: [
          { languageCode: 'en', name, slug, description: 'A product made by a browser test.' },
          { languageCode: 'bg', name, slug, description: 'Продукт, създаден от тест.' },
        ],
      },
    },
  );
  const { createProductVariants } = await adminQuery(
    adminGraphql(`mutation ($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id } }`),
    {
      input: [
        {
          productId: product.id,
          sku: slug.toUpperCase(),
          price: 1500,
          stockOnHand,
          trackInventory: 'TRUE',
          translations: [{ languageCode: 'en', name }],
        },
      ],
    },
  );
  return { productId: product.id, variantId: createProductVariants[0]!.id, slug };
}

export async function setStock(variantId: string, stockOnHand: number) {
  await adminQuery(
    adminGraphql(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`),
    {
      input: [{ id: variantId, stockOnHand }],
    },
  );
}

/** The order as staff see it: state and payments. */
export async function orderByCode(code: string) {
  const { orders } = await adminQuery(
    adminGraphql(
      `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id state payments { state method } } } }`,
    ),
    {
      code,
    },
  );
  return orders.items[0];
}

/** What scheduling a performance takes: the Dashboard form's fields (ADR 005). */
export interface ScheduleInput {
  playId: string;
  stageId: string;
  startsAt: string;
  price: number;
  seats: number;
}

/** Schedules a performance and its ticket variant through the Admin API; answers what the tests read back of it. */
export async function schedulePerformance(input: ScheduleInput) {
  const { schedulePerformance: scheduled } = await adminQuery(
    adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
       id startsAt play { slug title } stage { capacity } productVariant { id } } }`),
    { input },
  );
  const { productVariant } = scheduled;
  if (!productVariant) throw new Error(`Performance ${scheduled.id} was scheduled without a ticket variant`);
  return { ...scheduled, productVariant };
}

/**
 * A performance of the test's own: the `nth` play on the first stage, with `seats` seats,
 * starting on a whole minute some `daysAhead` to `daysAhead + 30` days from now (random,
 * so that tests running beside each other do not schedule the same moment).
 */
export async function scheduleOwnPerformance(options: { nth: number; seats: number; daysAhead: number }) {
  const { playId, stageId } = await playAndStage(options.nth);
  const startsAt = new Date(Date.now() + (options.daysAhead + Math.random() * 30) * 86_400_000);
  startsAt.setUTCSeconds(0, 0);
  return schedulePerformance({ playId, stageId, startsAt: startsAt.toISOString(), price: 1500, seats: options.seats });
}

/** The `nth` play (by id) and the first stage: what a test schedules when any play will do. */
export async function playAndStage(nth = 0) {
  const { plays, stages } = await adminQuery(
    adminGraphql(`query ($skip: Int!) {
       plays(options: { take: 1, skip: $skip, sort: { id: ASC } }) { items { id } }
       stages(options: { take: 1 }) { items { id } } }`),
    { skip: nth },
  );
  return { playId: plays.items[0]!.id, stageId: stages.items[0]!.id };
}
