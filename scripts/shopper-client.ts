/**
 * One shopper's client for the storefront, as the load generators see it (`load-test.ts`,
 * `rush.ts`, `rush-reserved.ts`, `bench-seats.ts`): the server functions' ids (through
 * `server-fn-id.ts`, ADR 045), a call's body and headers as the framework's client sends them
 * (seroval's JSON, the locale header, the same-origin headers the CSRF middleware reads), the
 * answer decoded as the client does, and a cookie jar per shopper.
 */
import { fromCrossJSON, toJSON } from 'seroval';
import { serverFnId } from './server-fn-id.ts';

const CHECKOUT = 'src/server/functions/checkout.functions.ts';
const SEATING = 'src/server/functions/seating.functions.ts';

/** The storefront's server functions a shopper calls, by what they do. */
export const SHOPPER_FN = {
  addItem: serverFnId('src/server/functions/order.functions.ts', 'addItemToOrder'),
  activeOrder: serverFnId('src/server/functions/cart.functions.ts', 'getActiveOrderDetail'),
  product: serverFnId('src/server/functions/catalog.functions.ts', 'getProduct'),
  checkout: serverFnId(CHECKOUT, 'getCheckout'),
  setCustomer: serverFnId(CHECKOUT, 'setCustomerForOrder'),
  setAddress: serverFnId(CHECKOUT, 'setOrderShippingAddress'),
  shippingMethods: serverFnId(CHECKOUT, 'getShippingMethods'),
  setShipping: serverFnId(CHECKOUT, 'setShippingMethod'),
  pay: serverFnId(CHECKOUT, 'payWithTestCard'),
  prepareStripePayment: serverFnId(CHECKOUT, 'prepareStripePayment'),
  holdSeats: serverFnId('src/server/functions/seat-hold.functions.ts', 'holdForPayment'),
  seatStates: serverFnId(SEATING, 'getSeatStates'),
  selectSeats: serverFnId(SEATING, 'selectSeats'),
  selectBestSeats: serverFnId(SEATING, 'selectBestSeats'),
  releaseSeats: serverFnId(SEATING, 'releaseSeats'),
};

/**
 * A server function's answer, decoded as the framework's client does: seroval's
 * cross-reference JSON. A node seroval alone cannot read (one of the framework's own
 * plugins, which need the server runtime's context) makes the answer count as failed.
 */
export function decodeSerialized(node: unknown): any {
  try {
    return fromCrossJSON(node as Parameters<typeof fromCrossJSON>[0], { refs: new Map() });
  } catch (error) {
    return { error };
  }
}

/** Whether a server function's 200 answer (its body) carries a thrown error, decoded as the client does. */
export function fnThrew(body: string): boolean {
  try {
    const decoded = decodeSerialized(JSON.parse(body));
    return Boolean(decoded && typeof decoded === 'object' && 'error' in decoded);
  } catch {
    return true;
  }
}

/** The body the framework's client sends for `fn({ data })`: seroval's JSON of `{ data }`. */
export function serializedCall(data: unknown): string {
  return JSON.stringify(toJSON({ data }));
}

/**
 * The headers the framework's client sends with a server-function call from a page of
 * `origin` in `locale` (the locale header is ours, see src/start.ts).
 */
export const fnHeaders = (origin: string, locale: string): Record<string, string> => ({
  accept: 'application/x-tss-framed, application/x-ndjson, application/json',
  'x-tsr-serverfn': 'true',
  'x-foyer-locale': locale,
  origin,
  'sec-fetch-site': 'same-origin',
});

/**
 * The path and request of a call to server function `fn`, as the framework's client makes it:
 * a POST with the serialized `{ data }` as its body, or a GET with it in `?payload=`
 * (`data` undefined: none).
 */
export function fnRequest({
  origin,
  fn,
  locale,
  data,
  method = 'POST',
}: {
  origin: string;
  fn: string;
  locale: string;
  data?: unknown;
  method?: 'GET' | 'POST';
}): { path: string; init: { method: string; headers: Record<string, string>; body?: string } } {
  const headers = fnHeaders(origin, locale);
  if (method === 'POST')
    return {
      path: `/_serverFn/${fn}`,
      init: { method, headers: { ...headers, 'content-type': 'application/json' }, body: serializedCall(data) },
    };
  const query = data === undefined ? '' : `?payload=${encodeURIComponent(serializedCall(data))}`;
  return { path: `/_serverFn/${fn}${query}`, init: { method, headers } };
}

/**
 * Calls a GET server function as the framework's client does and answers its decoded result.
 */
export async function getServerFn(baseUrl: string, id: string, data: Record<string, unknown>): Promise<any> {
  const origin = new URL(baseUrl).origin;
  const { path, init } = fnRequest({ origin, fn: id, locale: 'en', data, method: 'GET' });
  const response = await fetch(`${origin}${path}`, init);
  const pathname = `/_serverFn/${id}`;
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  const decoded = decodeSerialized(await response.json());
  if (decoded && typeof decoded === 'object' && 'error' in decoded) throw new Error(`${pathname} threw`);
  return decoded?.result;
}

/** One shopper's cookies (name → value), as a browser would keep them for one origin. */
export class CookieJar {
  cookies = new Map<string, string>();
  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-)/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A request of a shopper's, for whoever watches it by time (`onRequest`). */
export interface ShopperRequest {
  method: string;
  path: string;
  step: string;
  /** epoch ms */
  startedAt: number;
  endedAt: number;
  /** undefined for a network error or timeout */
  status: number | undefined;
  /** a 5xx, a network error, or a server function that threw */
  failed: boolean;
}

/** What `serverFnCaller` counts. */
export interface ShopperCounts {
  requests: number;
  fiveXX: number;
  fnErrors: number;
  networkErrors: number;
}

/**
 * A shopper's requests to the storefront, timed per step into `latencies` and counted into
 * `counts` (requests, 5xx, failed server functions, network errors). `call` answers the
 * decoded server-function result (or a page's status) and throws on anything but a 200 and
 * on a server function that threw.
 * `onRequest` is told of every request once it has ended (the fault tests watch them by time).
 */
export function serverFnCaller({
  origin,
  timeoutMs,
  latencies,
  counts,
  onRequest = () => {},
}: {
  origin: string;
  timeoutMs: number;
  latencies: Record<string, number[]>;
  counts: ShopperCounts;
  onRequest?: (request: ShopperRequest) => void;
}) {
  const call = async (
    step: string,
    jar: CookieJar,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<any> => {
    counts.requests++;
    const cookie = jar.header();
    const started = performance.now();
    const startedAt = Date.now();
    const tell = (status: number | undefined, failed: boolean) =>
      onRequest({ method: init.method ?? 'GET', path, step, startedAt, endedAt: Date.now(), status, failed });
    let response: Response;
    let body: string;
    try {
      response = await fetch(`${origin}${path}`, {
        ...init,
        headers: { 'user-agent': 'foyer-rush', ...init.headers, ...(cookie ? { cookie } : {}) },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      counts.networkErrors++;
      tell(undefined, true);
      throw new Error(`${step}: ${error instanceof Error ? error.message : error}`);
    } finally {
      latencies[step] ??= [];
      latencies[step].push(performance.now() - started);
    }
    jar.store(response.headers);
    if (response.status >= 500) counts.fiveXX++;
    if (response.status !== 200) {
      tell(response.status, response.status >= 500);
      throw new Error(`${step}: HTTP ${response.status} ${body.slice(0, 120)}`);
    }
    if (!path.startsWith('/_serverFn/')) {
      tell(response.status, false);
      return response.status;
    }
    const decoded = decodeSerialized(JSON.parse(body));
    if (decoded && 'error' in decoded) {
      counts.fnErrors++;
      tell(response.status, true);
      throw new Error(`${step}: the server function threw ${body.slice(0, 120)}`);
    }
    tell(response.status, false);
    return decoded?.result;
  };
  const fn =
    (method: 'GET' | 'POST') => (step: string, jar: CookieJar, fnId: string, locale: string, data?: unknown) => {
      const { path, init } = fnRequest({ origin, fn: fnId, locale, data, method });
      return call(step, jar, path, init);
    };
  return { call, post: fn('POST'), get: fn('GET') };
}

/** The caller `serverFnCaller` answers. */
export type ShopperClient = ReturnType<typeof serverFnCaller>;

/**
 * The checkout's details step as shopper `index` fills it in (`post` from `serverFnCaller`).
 */
export function enterDetails({ post }: ShopperClient, jar: CookieJar, locale: string, index: number): Promise<unknown> {
  return post('customer', jar, SHOPPER_FN.setCustomer, locale, {
    firstName: 'Rush',
    lastName: `Shopper ${index}`,
    emailAddress: `rush-${Date.now()}-${index}@foyer.example`,
  });
}

/**
 * The checkout's address and delivery steps (a cart that is not tickets only): an address in
 * Plovdiv and the first delivery method offered.
 */
export async function enterDelivery({ post, get }: ShopperClient, jar: CookieJar, locale: string, index: number) {
  await post('address', jar, SHOPPER_FN.setAddress, locale, {
    fullName: `Rush Shopper ${index}`,
    streetLine1: 'ul. Rakovski 1',
    city: 'Plovdiv',
    postalCode: '4000',
    countryCode: 'BG',
  });
  const methods = await get('delivery', jar, SHOPPER_FN.shippingMethods, locale);
  await post('delivery', jar, SHOPPER_FN.setShipping, locale, { shippingMethodId: methods[0].id });
}

/** The test card's payment (`TEST_CARD_PAYMENTS=true`), as the payment step sends it. */
export const TEST_CARD = { method: 'test-card', cardNumber: '4242424242424242' };
