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
export function startStripeStandIn(options?: { port?: number; host?: string }): Promise<StripeStandIn>;
export function parseStripeForm(text: string): Record<string, any>;
export function stripeEvent<T>(type: string, object: T): StripeEvent<T>;
export function stripeSignatureHeader(payload: string, secret: string, timestamp?: number): string;
export function signedWebhook(
  event: object,
  secret: string,
  options?: { timestamp?: number },
): { body: string; headers: Record<string, string> };
export declare const STRIPE_JS_STAND_IN_LABEL: string;
export declare const STRIPE_JS_STAND_IN: string;
