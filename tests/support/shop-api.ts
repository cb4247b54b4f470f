/**
 * Reads the real Shop API directly, so browser tests compare the page with what
 * Vendure holds instead of with hard-coded text.
 */
export async function shopQuery<T = any>(query: string, variables: Record<string, unknown> = {}, languageCode = 'bg') {
  const url = new URL(process.env.E2E_SHOP_API_URL ?? 'http://localhost:3290/shop-api');
  url.searchParams.set('languageCode', languageCode);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': 'foyer' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

export async function firstPlays(languageCode: string) {
  const data = await shopQuery<{ plays: { items: Array<{ slug: string; title: string }> } }>(
    `query { plays(options: { take: 8, sort: { premiereYear: DESC } }) { items { slug title } } }`,
    {},
    languageCode,
  );
  return data.plays.items;
}

/** A play with at least one performance that still has seats. */
export async function playWithTickets(languageCode = 'bg') {
  const data = await shopQuery<{
    performances: {
      items: Array<{
        cancelled: boolean;
        play: { slug: string; title: string };
        productVariant: { stockLevel: string };
      }>;
    };
  }>(
    `query { performances(options: { take: 50 }) { items { cancelled play { slug title } productVariant { stockLevel } } } }`,
    {},
    languageCode,
  );
  const found = data.performances.items.find((p) => !p.cancelled && p.productVariant.stockLevel !== 'OUT_OF_STOCK');
  if (!found) throw new Error('The seed has no performance with free seats');
  return found.play;
}

/** Calls the Shop API as a signed-in customer (bearer token), returning the data. */
async function asCustomer<T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(process.env.E2E_SHOP_API_URL ?? 'http://localhost:3290/shop-api', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'vendure-token': 'foyer',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return { data: body.data, token: response.headers.get('vendure-auth-token') ?? token };
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
    `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`,
    {
      input: { emailAddress: email, firstName: 'Vera', lastName: 'Petrova', password },
    },
  );
  const verification = await readToken(email, '/account/verify');
  const verified = await asCustomer(
    undefined,
    `mutation ($token: String!) { verifyCustomerAccount(token: $token) { __typename } }`,
    { token: verification },
  );
  await asCustomer(
    verified.token,
    `mutation ($input: CreateAddressInput!) { createCustomerAddress(input: $input) { id } }`,
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
export function shopSession(url = process.env.E2E_SHOP_API_URL ?? 'http://localhost:3290/shop-api') {
  let token: string | undefined;
  return async function query<T = any>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'vendure-token': 'foyer',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: document, variables }),
    });
    token = response.headers.get('vendure-auth-token') ?? token;
    const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data;
  };
}

/** A guest's order of one variant with customer, address and delivery, moved to ArrangingPayment. */
export async function guestOrderArrangingPayment(
  query: ReturnType<typeof shopSession>,
  variantId: string,
  email = `guest-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
) {
  await query(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`, {
    id: variantId,
  });
  await query(
    `mutation ($email: String!) { setCustomerForOrder(input: { emailAddress: $email, firstName: "Ана", lastName: "Петрова" }) { __typename } }`,
    { email },
  );
  await query(
    `mutation { setOrderShippingAddress(input: { fullName: "Ана Петрова", streetLine1: "ул. Раковски 98", city: "София", postalCode: "1000", countryCode: "BG" }) { __typename } }`,
  );
  const { eligibleShippingMethods } = await query<{ eligibleShippingMethods: Array<{ id: string }> }>(
    `query { eligibleShippingMethods { id } }`,
  );
  await query(`mutation ($id: ID!) { setOrderShippingMethod(shippingMethodId: [$id]) { __typename } }`, {
    id: eligibleShippingMethods[0]?.id,
  });
  const { transitionOrderToState: order } = await query<{
    transitionOrderToState: { code: string; state: string; totalWithTax: number };
  }>(`mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { code state totalWithTax } } }`);
  return { ...order, email };
}

/**
 * A guest order placed and paid with the test card straight through the Shop API (a
 * session of its own, not the browser's): someone else's order, for tests of who may see it.
 */
export async function placeGuestOrder(email: string, productSlug = 't-shirt-foyer-logo') {
  const query = shopSession();
  const { product } = await query<{ product: { variants: Array<{ id: string }> } }>(
    `query ($slug: String!) { product(slug: $slug) { variants { id } } }`,
    { slug: productSlug },
  );
  await guestOrderArrangingPayment(query, product.variants[0]!.id, email);
  const { addPaymentToOrder: paid } = await query<{ addPaymentToOrder: { code?: string; message?: string } }>(
    `mutation { addPaymentToOrder(input: { method: "test-card", metadata: { cardNumber: "4242424242424242" } }) {
       ... on Order { code state } ... on ErrorResult { message } } }`,
  );
  if (!paid.code) throw new Error(`The guest order was not placed: ${paid.message}`);
  return { code: paid.code, email };
}
