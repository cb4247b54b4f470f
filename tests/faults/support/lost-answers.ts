import pg from 'pg';
import { ACTIVE_ORDER_FN } from '../../../scripts/load-test.ts';
import { type CookieJar, decodeSerialized, fnHeaders, serializedCall } from '../../../scripts/shopper-client.ts';

/** A server function's answer as the fault tests read it: a cart write's outcome. */
export interface WriteAnswer {
  kind?: string;
  errorType?: string;
}

/**
 * A cart write with the shopper's key, as the page sends it (ADR 072, 076): the server
 * function's answer, or undefined when the request itself failed.
 */
export async function keyedWrite(
  baseUrl: string,
  jar: CookieJar,
  fnId: string,
  data: Record<string, unknown>,
): Promise<WriteAnswer | undefined> {
  try {
    const response = await fetch(`${baseUrl}/_serverFn/${fnId}`, {
      method: 'POST',
      headers: { ...fnHeaders(baseUrl, 'en'), 'content-type': 'application/json', cookie: jar.header() },
      body: serializedCall(data),
      signal: AbortSignal.timeout(30_000),
    });
    jar.store(response.headers);
    return response.ok ? decodeSerialized(await response.json())?.result : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a write's answer was lost as a request: the page keeps its key for the retry. */
export const answerLost = (answer: WriteAnswer | undefined) =>
  answer === undefined || answer.kind === 'failed' || (answer.kind === 'error' && answer.errorType === 'RequestFailed');

/** The shopper's cart: how many of a variant it holds, and how many seats of a performance. */
export async function cartOf(baseUrl: string, jar: CookieJar) {
  const response = await fetch(`${baseUrl}/_serverFn/${ACTIVE_ORDER_FN}`, {
    headers: { ...fnHeaders(baseUrl, 'en'), cookie: jar.header() },
    signal: AbortSignal.timeout(30_000),
  });
  const cart = decodeSerialized(await response.json())?.result as
    | {
        lines?: Array<{ quantity: number; productVariant?: { id: string } }>;
        seats?: Array<{ performanceId: string }>;
      }
    | undefined;
  return {
    quantityOf: (variantId: string) =>
      (cart?.lines ?? [])
        .filter((line) => String(line.productVariant?.id) === variantId)
        .reduce((sum, line) => sum + line.quantity, 0),
    seatsOf: (performanceId: string) =>
      (cart?.seats ?? []).filter((seat) => String(seat.performanceId) === performanceId).length,
  };
}

/**
 * Waits until Vendure has committed a write for each key (the cart-write key store), or
 * `timeoutMs` passed: the keys it found. One connection, asked every 20 ms, so a write's
 * commit is seen well within the second its answer spends in the slowed proxy.
 */
export async function waitForKeys(databaseUrl: string, keys: string[], timeoutMs: number): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const found = new Set<string>();
  try {
    const deadline = Date.now() + timeoutMs;
    while (found.size < keys.length && Date.now() < deadline) {
      const { rows } = await client.query<{ key: string }>('SELECT key FROM cart_write_key WHERE key = ANY($1)', [
        keys,
      ]);
      for (const row of rows) found.add(row.key);
      if (found.size < keys.length) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return found;
  } finally {
    await client.end();
  }
}
