// A local stand-in for the parts of Stripe's API that Foyer's Vendure Stripe plugin
// calls, so its tests run without the internet: PaymentIntents (create, honouring
// Idempotency-Key; retrieve), refunds, and signed webhook deliveries; and a stand-in
// for Stripe.js in the browser. For the commerce end-to-end tests and unit tests, the
// Playwright tests and the bench alike (so it lives in @foyer/shared, ADR 066).
import crypto from 'node:crypto';
import http from 'node:http';

const API_VERSION = '2026-10-28.endive';

export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, any>;
  idempotencyKey: string | undefined;
  at: number;
}
export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  client_secret: string;
  currency: string;
  metadata: Record<string, string>;
  status: string;
  [key: string]: unknown;
}
export interface StripeStandIn {
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  requests: StandInRequest[];
  paymentIntents: Map<string, StandInPaymentIntent>;
  refunds: Map<string, { id: string; amount: number; payment_intent: string; status: string; [key: string]: unknown }>;
  succeed(id: string): StandInPaymentIntent;
  fail(id: string, message?: string): StandInPaymentIntent;
  findByClientSecret(clientSecret: string): StandInPaymentIntent | undefined;
  deliverWebhooks(options: WebhookEndpointOptions): void;
  webhookAttempts: WebhookAttempt[];
  webhookEvents: WebhookEventRecord[];
  webhooksSettled(): Promise<void>;
  stop(): Promise<void>;
}
export interface StripeEvent<T = unknown> {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: T };
  [key: string]: unknown;
}
/** How one delivery attempt goes wrong on purpose (the fault tests). */
export interface WebhookFault {
  /** `request`: it never arrives; `answer`: it arrives and is handled, but the answer is lost (so it is tried again). */
  lose?: 'request' | 'answer';
  /** Sent this much later. */
  delayMs?: number;
  /** Sent this many times at once (1). */
  copies?: number;
}
export interface WebhookEndpointOptions {
  url: string;
  secret: string;
  /** The wait after each failed attempt, the last one repeated ([1000, 2000, 4000, 8000]). */
  retryDelaysMs?: number[];
  maxAttempts?: number;
  timeoutMs?: number;
  plan?: (
    event: StripeEvent<{ id: string; payment_intent?: string; metadata?: Record<string, string> }>,
    attempt: number,
  ) => WebhookFault | undefined;
  onAttempt?: (attempt: WebhookAttempt) => void;
}
export interface WebhookAttempt {
  eventId: string;
  type: string;
  objectId: string;
  attempt: number;
  startedAt: number;
  endedAt: number;
  /** The endpoint's answer; undefined when it never arrived or nothing answered. */
  status: number | undefined;
  lost: 'request' | 'answer' | undefined;
}
export interface WebhookEventRecord {
  id: string;
  type: string;
  objectId: string;
  createdAt: number;
  attempts: number;
  delivered: boolean;
}

type Answer = { status: number; body: unknown };
type WebhookObject = { id: string; payment_intent?: string; metadata?: Record<string, string>; [key: string]: unknown };

function randomId(prefix: string): string {
  return `${prefix}_standin_${crypto.randomBytes(12).toString('hex')}`;
}

/** Turns Stripe's form encoding (`metadata[orderCode]=X`, `a[0]=b`) into nested objects. */
export function parseStripeForm(text: string): Record<string, any> {
  const result: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target: Record<string, any> = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        target[part] = value;
        return;
      }
      target[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      target = target[part];
    });
  }
  return result;
}

function stripeError(status: number, type: string, message: string, extra: Record<string, string> = {}): Answer {
  return { status, body: { error: { type, message, ...extra } } };
}

/**
 * Starts the stand-in on `port` (0 picks a free one). Point the `stripe` client at it
 * with `{ host, port, protocol: 'http' }` (in Foyer: STRIPE_API_HOST/PORT/PROTOCOL).
 */
export async function startStripeStandIn(options: { port?: number; host?: string } = {}): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const paymentIntents = new Map<string, StandInPaymentIntent>();
  const refunds: StripeStandIn['refunds'] = new Map();
  /** Idempotency-Key → the first request's fingerprint and response. */
  const idempotency = new Map<string, { fingerprint: string; result: Answer }>();
  /** Every request received, oldest first. */
  const requests: StandInRequest[] = [];

  function route(method: string, path: string, params: Record<string, any>): Answer {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return stripeError(400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
      }
      if (!params.currency) return stripeError(400, 'invalid_request_error', 'Missing required param: currency.');
      const id = randomId('pi');
      const intent: StandInPaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        automatic_payment_methods: params.automatic_payment_methods
          ? { enabled: params.automatic_payment_methods.enabled === 'true', allow_redirects: 'always' }
          : null,
        capture_method: 'automatic',
        client_secret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
        confirmation_method: 'automatic',
        created: Math.floor(Date.now() / 1000),
        currency: String(params.currency).toLowerCase(),
        description: params.description ?? null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: params.metadata ?? {},
        payment_method: null,
        payment_method_types: ['card'],
        status: 'requires_payment_method',
      };
      paymentIntents.set(id, intent);
      webhooks.emit('payment_intent.created', intent);
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intentMatch) {
      const intent = paymentIntents.get(decodeURIComponent(intentMatch[1] ?? ''));
      if (!intent) {
        return stripeError(404, 'invalid_request_error', `No such payment_intent: '${intentMatch[1]}'`, {
          code: 'resource_missing',
          param: 'intent',
        });
      }
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = paymentIntents.get(params.payment_intent);
      if (!intent) {
        return stripeError(404, 'invalid_request_error', `No such payment_intent: '${params.payment_intent}'`, {
          code: 'resource_missing',
        });
      }
      if (intent.status !== 'succeeded') {
        return stripeError(
          400,
          'invalid_request_error',
          'This PaymentIntent does not have a successful charge to refund.',
        );
      }
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
      if (amount < 1 || refunded + amount > intent.amount) {
        return stripeError(400, 'invalid_request_error', 'Refund amount is greater than the unrefunded amount.', {
          code: 'amount_too_large',
        });
      }
      const refund = {
        id: randomId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        created: Math.floor(Date.now() / 1000),
        metadata: params.metadata ?? {},
        payment_intent: intent.id,
        reason: params.reason ?? null,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /**
   * Inspection and control for tests in other processes (vitest workers, Playwright):
   * GET /__stand-in/requests, GET /__stand-in/payment_intents/:id,
   * POST /__stand-in/payment_intents/:id/succeed and …/fail. Not part of Stripe's API.
   */
  function control(method: string, path: string): Answer {
    if (method === 'GET' && path === '/__stand-in/requests') return { status: 200, body: requests };
    const match = /^\/__stand-in\/payment_intents\/([^/]+)(?:\/(succeed|fail))?$/.exec(path);
    const intent = match && paymentIntents.get(decodeURIComponent(match[1] ?? ''));
    if (!match || !intent) return { status: 404, body: { error: { message: `No such stand-in resource: ${path}` } } };
    if (method === 'GET' && !match[2]) return { status: 200, body: intent };
    if (method === 'POST' && match[2] === 'succeed') return { status: 200, body: standIn.succeed(intent.id) };
    if (method === 'POST' && match[2] === 'fail') return { status: 200, body: standIn.fail(intent.id) };
    return { status: 404, body: { error: { message: `No such stand-in resource: ${path}` } } };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      if (url.pathname.startsWith('/__stand-in/')) {
        const result = control(req.method ?? 'GET', url.pathname);
        res.writeHead(result.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(result.body));
        return;
      }
      const params = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
      const idempotencyKey = req.headers['idempotency-key'];
      const record: StandInRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        at: Date.now(),
      };
      requests.push(record);
      const send = (result: Answer, replayed = false) => {
        res.writeHead(result.status, {
          'content-type': 'application/json',
          'request-id': randomId('req'),
          'stripe-version': API_VERSION,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(result.body));
      };
      if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) {
        send(stripeError(401, 'invalid_request_error', 'Invalid API Key provided.'));
        return;
      }
      if (record.method === 'POST' && record.idempotencyKey) {
        const fingerprint = `${record.method} ${record.path} ${text}`;
        const earlier = idempotency.get(record.idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            send(
              stripeError(
                400,
                'idempotency_error',
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              ),
            );
            return;
          }
          send(earlier.result, true);
          return;
        }
        const result = route(record.method, record.path, params);
        idempotency.set(record.idempotencyKey, { fingerprint, result });
        send(result);
        return;
      }
      send(route(record.method, record.path, params));
    });
  });

  const webhooks = webhookSender();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : Number(options.port);

  const standIn: StripeStandIn = {
    url: `http://${host}:${port}`,
    host,
    port,
    protocol: 'http',
    requests,
    paymentIntents,
    refunds,
    /** What the shopper's card does in Stripe.js: the PaymentIntent succeeds. Returns it. */
    succeed(id) {
      const intent = paymentIntents.get(id);
      if (!intent) throw new Error(`No such payment_intent: ${id}`);
      const charge = randomId('ch');
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        payment_method: randomId('pm'),
        latest_charge: charge,
      });
      webhooks.emit('charge.succeeded', {
        id: charge,
        object: 'charge',
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        payment_intent: intent.id,
        paid: true,
        status: 'succeeded',
      });
      webhooks.emit('payment_intent.succeeded', intent);
      return intent;
    },
    /** The card is declined: the PaymentIntent wants another payment method. Returns it. */
    fail(id, message = 'Your card was declined.') {
      const intent = paymentIntents.get(id);
      if (!intent) throw new Error(`No such payment_intent: ${id}`);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message },
      });
      webhooks.emit('payment_intent.payment_failed', intent);
      return intent;
    },
    /**
     * Sends every event from now on to `url`, signed with `secret`, as Stripe does: at
     * least once, in no promised order, again later while the endpoint does not answer
     * 2xx (a compressed form of Stripe's backoff: `retryDelaysMs`, the last repeated,
     * up to `maxAttempts`). `plan` may make an attempt go wrong on purpose (the fault
     * tests): `lose: 'request'` (it never arrives, as if the network ate it), `lose:
     * 'answer'` (it arrives and is handled, but Stripe never sees the answer, so it
     * tries again), `delayMs` (sent that much later: a later event overtakes it), and
     * `copies` (sent that many times at once). Only one endpoint at a time.
     */
    deliverWebhooks(options) {
      webhooks.configure(options);
    },
    /** Every delivery attempt so far, oldest first. */
    webhookAttempts: webhooks.attempts,
    /** Every event sent (or being sent) to the endpoint, with how its delivery ended so far. */
    webhookEvents: webhooks.events,
    /** Resolves once no event is waiting for a delivery or a retry. */
    webhooksSettled: () => webhooks.settled(),
    /** The PaymentIntent whose client secret the storefront was given. */
    findByClientSecret(clientSecret) {
      return [...paymentIntents.values()].find((intent) => intent.client_secret === clientSecret);
    },
    stop() {
      webhooks.stop();
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return standIn;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stripe's side of webhooks: each event is delivered until the endpoint answers 2xx,
 * with retries; see `deliverWebhooks`. Events emitted while no endpoint is set are
 * not sent (as in Stripe, where an endpoint only gets events created after it).
 */
function webhookSender() {
  let endpoint: WebhookEndpointOptions | undefined;
  let stopped = false;
  const attempts: WebhookAttempt[] = [];
  const events: WebhookEventRecord[] = [];
  const pending = new Set<Promise<void>>();
  let waiters: Array<() => void> = [];

  const settle = () => {
    if (pending.size) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  /** One attempt (and its copies); resolves whether one of them was answered 2xx and seen. */
  async function attempt(
    config: WebhookEndpointOptions,
    event: StripeEvent<WebhookObject>,
    number: number,
  ): Promise<boolean> {
    const fault: WebhookFault = config.plan?.(event, number) ?? {};
    if (fault.delayMs) await sleep(fault.delayMs);
    if (stopped) return true;
    const copies = Math.max(1, fault.copies ?? 1);
    const once = async () => {
      const entry: WebhookAttempt = {
        eventId: event.id,
        type: event.type,
        objectId: event.data.object.id,
        attempt: number,
        startedAt: Date.now(),
        endedAt: Date.now(),
        status: undefined,
        lost: fault.lose,
      };
      attempts.push(entry);
      if (fault.lose === 'request') return false;
      const { body, headers } = signedWebhook(event, config.secret);
      try {
        const response = await fetch(config.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
        });
        await response.text();
        entry.status = response.status;
        return response.ok && fault.lose !== 'answer';
      } catch {
        return false;
      } finally {
        entry.endedAt = Date.now();
        config.onAttempt?.(entry);
      }
    };
    const answers = await Promise.all(Array.from({ length: copies }, once));
    return answers.some(Boolean);
  }

  async function deliver(
    config: WebhookEndpointOptions,
    event: StripeEvent<WebhookObject>,
    record: WebhookEventRecord,
  ): Promise<void> {
    const delays = config.retryDelaysMs ?? [1000, 2000, 4000, 8000];
    const maxAttempts = config.maxAttempts ?? 30;
    for (let number = 1; number <= maxAttempts && !stopped; number++) {
      record.attempts = number;
      if (await attempt(config, event, number)) {
        record.delivered = true;
        return;
      }
      await sleep(delays[Math.min(number - 1, delays.length - 1)] ?? 1000);
    }
  }

  return {
    attempts,
    events,
    configure(options: WebhookEndpointOptions) {
      endpoint = options;
    },
    emit(type: string, object: WebhookObject) {
      const config = endpoint;
      if (!config || stopped) return;
      const event = stripeEvent(type, object);
      const record: WebhookEventRecord = {
        id: event.id,
        type,
        objectId: object.id,
        createdAt: Date.now(),
        attempts: 0,
        delivered: false,
      };
      events.push(record);
      const delivery = deliver(config, event, record);
      pending.add(delivery);
      delivery.finally(() => {
        pending.delete(delivery);
        settle();
      });
    },
    settled() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    stop() {
      stopped = true;
    },
  };
}

/** A Stripe event object around `object` (a snapshot: later changes to it do not show). */
export function stripeEvent<T>(type: string, object: T): StripeEvent<T> {
  return {
    id: randomId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The `stripe-signature` header for `payload`: Stripe's documented v1 scheme, HMAC-SHA256 over `t.payload`. */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * A webhook delivery as Stripe would send it: the JSON body and its headers, signed
 * with the endpoint's secret (`whsec_…`). POST it to /payments/stripe. `event` is a Stripe
 * event (e.g. from stripeEvent()); `options.timestamp`, in seconds since the epoch, makes a stale delivery.
 */
export function signedWebhook(
  event: object,
  secret: string,
  options: { timestamp?: number } = {},
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event, null, 2);
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(body, secret, options.timestamp),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
  };
}

/** The label of the card field the Stripe.js stand-in mounts. */
export const STRIPE_JS_STAND_IN_LABEL: string = 'Card details (test double)';

/**
 * Stripe.js replaced in the browser by a small stand-in with the same surface (there is
 * no internet here): serve it for https://js.stripe.com/** with Playwright's route.
 * It mounts a labelled field where the Payment Element goes, and records each
 * confirmPayment's client secret in `window.__foyerConfirmed`.
 */
export const STRIPE_JS_STAND_IN: string = `
window.Stripe = function () {
  return {
    elements: function () {
      var element = {
        mount: function (node) {
          var label = document.createElement('label');
          label.textContent = ${JSON.stringify(STRIPE_JS_STAND_IN_LABEL)};
          var input = document.createElement('input');
          input.name = 'fake-card';
          label.appendChild(input);
          node.appendChild(label);
        },
        destroy: function () {},
        on: function () {},
      };
      return {
        create: function () { return element; },
        getElement: function () { return element; },
        submit: function () { return Promise.resolve({}); },
      };
    },
    confirmPayment: function (options) {
      window.__foyerConfirmed = (window.__foyerConfirmed || []).concat(options.clientSecret);
      return Promise.resolve({ paymentIntent: { status: 'processing' } });
    },
  };
};
window.Stripe.version = 'endive';
`;
