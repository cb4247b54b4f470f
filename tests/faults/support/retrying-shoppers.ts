import { randomUUID } from 'node:crypto';
import { ACTIVE_ORDER_FN, ADD_ITEM_FN, discover } from '../../../scripts/load-test.ts';
import { CookieJar, decodeSerialized, fnHeaders, serializedCall } from '../../../scripts/shopper-client.ts';

/** What the shoppers who press again met: the promise is that a failed add's next try succeeds, once. */
export interface RetryingShoppers {
  shoppers: number;
  /** Adds that failed at least once and were tried again. */
  retried: number;
  /** Adds that never succeeded in ten tries. */
  neverSucceeded: number;
  /** Carts holding an item more often than it was added: a failed try that had been applied after all. */
  duplicates: string[];
  /** Carts missing an item whose add succeeded. */
  lost: string[];
}

type Request = {
  method: string;
  kind: string;
  startedAt: number;
  endedAt: number;
  status: number | undefined;
  failed: boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shoppers who, like people, press again when adding to the cart fails: each adds one
 * item (which starts the session and the cart), then another, each add tried up to ten
 * times a second apart until it succeeds, then reads the cart back. Until `until`
 * aborts, each shopper starts over with a new cart.
 */
export async function retryingShoppers(options: {
  baseUrl: string;
  shoppers: number;
  until: AbortSignal;
  onRequest: (request: Request) => void;
}): Promise<RetryingShoppers> {
  const origin = new URL(options.baseUrl).origin;
  const { variants } = await discover(origin);
  const [first, second] = variants;
  if (!first || !second) throw new Error('two variants in stock are needed');
  const result: RetryingShoppers = { shoppers: 0, retried: 0, neverSucceeded: 0, duplicates: [], lost: [] };

  const call = async (jar: CookieJar, kind: 'add' | 'cart', init: RequestInit, path: string) => {
    const startedAt = Date.now();
    const cookie = jar.header();
    try {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        headers: {
          ...fnHeaders(origin, 'en'),
          ...(init.headers as Record<string, string>),
          ...(cookie ? { cookie } : {}),
        },
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      jar.store(response.headers);
      const decoded = response.ok ? decodeSerialized(JSON.parse(body)) : undefined;
      const threw = !decoded || (typeof decoded === 'object' && 'error' in decoded);
      options.onRequest({
        method: init.method ?? 'GET',
        kind,
        startedAt,
        endedAt: Date.now(),
        status: response.status,
        failed: response.status >= 500 || threw,
      });
      return threw ? undefined : decoded.result;
    } catch {
      options.onRequest({
        method: init.method ?? 'GET',
        kind,
        startedAt,
        endedAt: Date.now(),
        status: undefined,
        failed: true,
      });
      return undefined;
    }
  };

  // A key per add, as the product page's button keeps one (ADR 072): made when the add
  // starts, sent again with every retry while the tries fail as requests (an answer lost,
  // a timeout, a 5xx), so a try Vendure applied is not added again; a new one once Vendure
  // has answered, even with a refusal.
  const add = async (jar: CookieJar, variantId: string) => {
    let idempotencyKey = randomUUID();
    for (let attempt = 0; attempt < 10; attempt++) {
      if (attempt === 1) result.retried++;
      const answer = await call(
        jar,
        'add',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: serializedCall({ variantId, quantity: 1, idempotencyKey }),
        },
        `/_serverFn/${ADD_ITEM_FN}`,
      );
      if (answer?.kind === 'success') return true;
      if (answer && !(answer.kind === 'error' && answer.errorType === 'RequestFailed')) idempotencyKey = randomUUID();
      await sleep(1000);
    }
    result.neverSucceeded++;
    return false;
  };

  const shopper = async () => {
    while (!options.until.aborted) {
      result.shoppers++;
      const jar = new CookieJar();
      const added = [(await add(jar, first)) && first, (await add(jar, second)) && second].filter(
        (v): v is string => typeof v === 'string',
      );
      if (!added.length) continue;
      let cart: { code?: string; lines?: Array<{ quantity: number; productVariant?: { id: string } }> } | undefined;
      for (let attempt = 0; attempt < 10 && !cart; attempt++) {
        cart = await call(jar, 'cart', {}, `/_serverFn/${ACTIVE_ORDER_FN}`);
        if (!cart) await sleep(1000);
      }
      if (!cart) continue;
      for (const variantId of [first, second]) {
        const quantity = cart.lines
          ?.filter((line) => String(line.productVariant?.id) === variantId)
          .reduce((sum, line) => sum + line.quantity, 0);
        const expected = added.includes(variantId) ? 1 : 0;
        if ((quantity ?? 0) > expected) result.duplicates.push(`cart ${cart.code}: variant ${variantId} × ${quantity}`);
        if ((quantity ?? 0) < expected) result.lost.push(`cart ${cart.code}: variant ${variantId} missing`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.shoppers }, shopper));
  return result;
}
