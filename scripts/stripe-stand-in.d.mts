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
