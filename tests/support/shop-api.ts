import {
  expectType,
  graphqlSession,
  type TadaDocumentNode,
  type VariablesArg,
} from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { createVendureClient } from '../../src/server/vendure/vendure-client.server';

const shopUrl = () => process.env.E2E_SHOP_API_URL ?? 'http://localhost:3290/shop-api';

let transport: ReturnType<typeof createVendureClient> | undefined;

/**
 * Reads the real Shop API directly, so browser tests compare the page with what
 * Vendure holds instead of with hard-coded text. It goes by the storefront's own
 * transport (src/server/vendure/vendure-client.server.ts): the same GET for a query, headers and
 * error handling as the pages it is compared with; so its documents are named operations.
 */
export async function shopQuery<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  ...[variables, language]: [...VariablesArg<TVariables>, languageCode?: string]
): Promise<TResult> {
  const languageCode = (language as string | undefined) ?? 'bg';
  // Its failures are thrown to the test, which reports them; nothing to log.
  transport ??= createVendureClient({
    url: shopUrl(),
    channelToken: 'foyer',
    timeoutMs: 30_000,
    logger: { error() {} },
  });
  const { data } = await transport(document, (variables ?? {}) as TVariables, {
    languageCode,
    acceptLanguage: languageCode,
  });
  return data;
}

export async function firstPlays(languageCode: string) {
  const data = await shopQuery(
    shopGraphql(`query Plays { plays(options: { take: 8, sort: { premiereYear: DESC } }) { items { slug title } } }`),
    {},
    languageCode,
  );
  return data.plays.items;
}

/**
 * A play with at least one performance sold by count (its "Buy ticket" button) that still
 * has places; a reserved performance is bought on its seat page instead (seating.spec.ts).
 */
export async function playWithTickets(languageCode = 'bg') {
  const data = await shopQuery(
    shopGraphql(
      `query Performances { performances(options: { take: 100 }) { items { cancelled reserved play { slug title } productVariant { stockLevel } } } }`,
    ),
    {},
    languageCode,
  );
  const found = data.performances.items.find(
    (p) => !p.cancelled && !p.reserved && p.productVariant!.stockLevel !== 'OUT_OF_STOCK',
  );
  if (!found) throw new Error('The seed has no performance with free seats');
  return found.play;
}

/** Calls the Shop API as a signed-in customer (bearer token), returning the data and the session's token. */
async function asCustomer<TResult, TVariables>(
  token: string | undefined,
  document: TadaDocumentNode<TResult, TVariables>,
  ...variables: VariablesArg<TVariables>
) {
  const session = graphqlSession(shopUrl(), { token });
  const data = await session(document, ...variables);
  return { data, token: session.token };
}

/**
 * A registered, verified customer with one saved default address, made through the
 * real Shop API and the verification email in the dev mailbox.
 */
export async function createCustomerWithAddress(
  email: string,
  password: string,
  readToken: (recipient: string, route: string) => Promise<string>,
) {
  await asCustomer(
    undefined,
    shopGraphql(`mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`),
    {
      input: { emailAddress: email, firstName: 'Vera', lastName: 'Petrova', password },
    },
  );
  const verification = await readToken(email, '/account/verify');
  const verified = await asCustomer(
    undefined,
    shopGraphql(`mutation ($token: String!) { verifyCustomerAccount(token: $token) { __typename } }`),
    { token: verification },
  );
  await asCustomer(
    verified.token,
    shopGraphql(`mutation ($input: CreateAddressInput!) { createCustomerAddress(input: $input) { id } }`),
    {
      input: {
        fullName: 'Vera Petrova',
        streetLine1: 'бул. Витоша 1',
        city: 'Пловдив',
        postalCode: '4000',
        countryCode: 'BG',
        defaultShippingAddress: true,
        defaultBillingAddress: true,
      },
    },
  );
}

/** A shopper's own Shop API session (the bearer token Vendure hands out), on the server at `url`. */
export function shopSession(url = shopUrl()) {
  return graphqlSession(url);
}

/** A guest's order of one variant with customer, address and delivery, moved to ArrangingPayment. */
export async function guestOrderArrangingPayment(
  query: ReturnType<typeof shopSession>,
  variantId: string,
  email = `guest-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
) {
  await query(
    shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`),
    {
      id: variantId,
    },
  );
  await query(
    shopGraphql(
      `mutation ($email: String!) { setCustomerForOrder(input: { emailAddress: $email, firstName: "Ана", lastName: "Петрова" }) { __typename } }`,
    ),
    { email },
  );
  await query(
    shopGraphql(
      `mutation { setOrderShippingAddress(input: { fullName: "Ана Петрова", streetLine1: "ул. Раковски 98", city: "София", postalCode: "1000", countryCode: "BG" }) { __typename } }`,
    ),
  );
  const { eligibleShippingMethods } = await query(shopGraphql(`query { eligibleShippingMethods { id } }`));
  await query(shopGraphql(`mutation ($id: ID!) { setOrderShippingMethod(shippingMethodId: [$id]) { __typename } }`), {
    id: eligibleShippingMethods[0]!.id,
  });
  const { transitionOrderToState } = await query(
    shopGraphql(
      `mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { code state totalWithTax } } }`,
    ),
  );
  const { code, state, totalWithTax } = expectType(transitionOrderToState, 'Order');
  return { code, state, totalWithTax, email };
}

/**
 * A guest order placed and paid with the test card straight through the Shop API (a
 * session of its own, not the browser's): someone else's order, for tests of who may see it.
 */
export async function placeGuestOrder(email: string, productSlug = 't-shirt-foyer-logo') {
  const query = shopSession();
  const { product } = await query(shopGraphql(`query ($slug: String!) { product(slug: $slug) { variants { id } } }`), {
    slug: productSlug,
  });
  await guestOrderArrangingPayment(query, product!.variants[0]!.id, email);
  const { addPaymentToOrder: paid } = await query(
    shopGraphql(`mutation { addPaymentToOrder(input: { method: "test-card", metadata: { cardNumber: "4242424242424242" } }) {
       __typename ... on Order { code state } ... on ErrorResult { message } } }`),
  );
  if (paid.__typename !== 'Order') throw new Error(`The guest order was not placed: ${paid.message}`);
  return { code: paid.code, email };
}

/**
 * Ends a session at Vendure behind the storefront's back, as signing out on another
 * device or a data reset would: the storefront's cookie still names it (ADR 050).
 */
export async function endSessionAtVendure(token: string) {
  const { data } = await asCustomer(token, shopGraphql(`mutation { logout { success } }`));
  if (!data.logout.success) throw new Error('Vendure did not end the session');
}
