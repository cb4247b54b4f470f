import { Controller, Headers, Post, Req, Res } from '@nestjs/common';
import { Logger } from '@vendure/core';
import type Stripe from 'stripe';
import { loggerCtx } from '../constants';
import { StripeClientService } from '../services/stripe-client.service';
import { StripeSettlementService, type WebhookHttpRequest } from '../services/stripe-settlement.service';
import { verifyStripeWebhook } from '../webhook-signature';

/** The parts of Express's request and response the webhook uses. */
interface WebhookRequest {
  body?: unknown;
}
interface WebhookResponse {
  status(code: number): WebhookResponse;
  type(contentType: string): WebhookResponse;
  send(body: string): void;
  json(body: unknown): void;
  end(): void;
}

/**
 * POST /payments/stripe: Stripe's signed events. 400 for a missing or bad signature
 * (no detail), 200 for every verified event we handled or chose to ignore, 500 when
 * recording failed and a later delivery should try again.
 */
@Controller('payments')
export class StripeWebhookController {
  constructor(
    private readonly client: StripeClientService,
    private readonly settlement: StripeSettlementService,
  ) {}

  @Post('stripe')
  async webhook(
    @Headers('stripe-signature') signature: string | undefined,
    @Req() request: WebhookRequest,
    @Res() response: WebhookResponse,
  ): Promise<void> {
    if (!this.client.configured) {
      response.status(404).end();
      return;
    }
    const body: unknown = request.body;
    const verification = verifyStripeWebhook(
      Buffer.isBuffer(body) ? body : undefined,
      signature,
      this.client.webhookSecret,
    );
    if (!verification.ok) {
      Logger.warn(`Rejected a webhook delivery: ${verification.reason}`, loggerCtx);
      response.status(400).type('text/plain').send('Bad request');
      return;
    }
    const event = verification.event;
    try {
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const outcome = await this.settlement.settle(
            event.data.object as Stripe.PaymentIntent,
            request as WebhookHttpRequest,
          );
          response.status(200).json({ received: true, outcome: outcome.action });
          return;
        }
        case 'payment_intent.payment_failed': {
          const intent = event.data.object as Stripe.PaymentIntent;
          Logger.info(
            `PaymentIntent ${intent.id} for order ${intent.metadata?.orderCode} failed: ${intent.last_payment_error?.message ?? 'no reason given'}`,
            loggerCtx,
          );
          break;
        }
        default:
          Logger.debug(`Ignored webhook event ${event.type}`, loggerCtx);
      }
      response.status(200).json({ received: true });
    } catch (error) {
      Logger.error(`Webhook event ${event.id} (${event.type}) failed: ${(error as Error).message}`, loggerCtx);
      response.status(500).type('text/plain').send('Internal error');
    }
  }
}
