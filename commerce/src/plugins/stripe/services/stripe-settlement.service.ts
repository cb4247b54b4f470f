import { Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
  HistoryService,
  isGraphQlErrorResult,
  LanguageCode,
  Logger,
  Order,
  OrderService,
  type RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import type Stripe from 'stripe';
import { SeatHoldService } from '../../seat-hold';
import { effectiveState } from '../../seat-hold/hold-rules';
import { loggerCtx, STRIPE_METHOD_CODE } from '../constants';
import { KeyedLock } from '../keyed-lock';
import { decideSettlement, type SettlementDecision, skipSeverity } from '../settlement-decision';
import { StripeClientService } from './stripe-client.service';

export type SettlementOutcome = SettlementDecision | { action: 'skip'; reason: 'no-order-metadata' };

/** The webhook's HTTP request, for the RequestContext (emails build absolute asset URLs from it). */
export type WebhookHttpRequest = Parameters<RequestContextService['create']>[0]['req'];

/**
 * Records a succeeded PaymentIntent as the order's payment, exactly once however
 * often and however concurrently Stripe delivers the event: one at a time per order
 * within a process (KeyedLock), and across server processes on PostgreSQL by a
 * transaction-scoped advisory lock taken before the order is read (ADR 016).
 */
@Injectable()
export class StripeSettlementService {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly requestContextService: RequestContextService,
    private readonly holds: SeatHoldService,
    private readonly client: StripeClientService,
    private readonly history: HistoryService,
  ) {}

  async settle(intent: Stripe.PaymentIntent, req?: WebhookHttpRequest): Promise<SettlementOutcome> {
    const { orderCode, channelToken, languageCode } = intent.metadata ?? {};
    if (!orderCode || !channelToken) {
      Logger.warn(`PaymentIntent ${intent.id} names no order; ignored`, loggerCtx);
      return { action: 'skip', reason: 'no-order-metadata' };
    }
    return this.lock.run(orderCode, async () => {
      const ctx = await this.requestContextService.create({
        apiType: 'admin',
        // Without the request, the order confirmation email fails on its asset URLs.
        req,
        channelOrToken: channelToken,
        languageCode: (languageCode as LanguageCode) || undefined,
      });
      return this.connection.withTransaction(ctx, async (tx) => {
        await this.lockOrderAcrossProcesses(tx, orderCode);
        const order = await this.orderService.findOneByCode(tx, orderCode, ['payments']);
        const hold = order && (await this.holds.findForOrder(tx, order.id));
        let decision = decideSettlement(
          order && {
            state: order.state,
            totalWithTax: order.totalWithTax,
            currencyCode: order.currencyCode,
            payments: order.payments ?? [],
            hold: hold ? effectiveState(hold, new Date()) : null,
          },
          { id: intent.id, amount: intent.amount, currency: intent.currency, status: intent.status },
        );
        if (decision.action === 'skip') {
          const message = `PaymentIntent ${intent.id} for order ${orderCode}: ${decision.reason}, nothing recorded`;
          const severity = skipSeverity(decision.reason);
          if (severity === 'repeat') Logger.verbose(message, loggerCtx);
          else if (severity === 'warn') Logger.warn(message, loggerCtx);
          else Logger.error(`${message}; the money may need a refund in Stripe`, loggerCtx);
          return decision;
        }
        if (!order) throw new Error('unreachable: settle without an order');
        if (decision.action === 'settle' && decision.transitionToArrangingPayment) {
          // Holds the seats again; when they are gone, the money goes back.
          const transition = await this.orderService.transitionToState(tx, order.id, 'ArrangingPayment');
          if (isGraphQlErrorResult(transition)) {
            Logger.warn(`Order ${orderCode} cannot be paid: ${transition.message}`, loggerCtx);
            decision = { action: 'refund', reason: 'seats-gone' };
          }
        }
        if (decision.action === 'refund') {
          await this.refund(tx, order, intent, decision.reason);
          return decision;
        }
        const result = await this.orderService.addPaymentToOrder(tx, order.id, {
          method: STRIPE_METHOD_CODE,
          metadata: { paymentIntentId: intent.id },
        });
        // Thrown, so the transaction rolls back and Stripe delivers again later.
        if (isGraphQlErrorResult(result)) throw new Error(`Payment for order ${orderCode} failed: ${result.message}`);
        Logger.info(`Order ${orderCode} paid with PaymentIntent ${intent.id}`, loggerCtx);
        return decision;
      });
    });
  }

  /** Refunds a payment whose seats are no longer the customer's, and says so on the order. */
  private async refund(tx: RequestContext, order: Order, intent: Stripe.PaymentIntent, reason: string) {
    // Gives back a hold that ran out but was not swept yet, so it can be marked refunded.
    await this.holds.claimForPayment(tx, order);
    const refund = await this.client.refundPaymentIntent(intent.id, order.code, reason);
    await this.holds.markRefunded(tx, order.id);
    await this.history.createHistoryEntryForOrder({
      ctx: tx,
      orderId: order.id,
      type: HistoryEntryType.ORDER_NOTE,
      data: {
        note: `Card payment ${intent.id} arrived after the seat hold ran out (${reason}); refunded in full as ${refund.id}.`,
      },
    });
    Logger.warn(`Order ${order.code}: PaymentIntent ${intent.id} refunded (${reason})`, loggerCtx);
  }

  /**
   * Another server may be settling the same order right now (Stripe retries go to any
   * instance). PostgreSQL's advisory lock is held until this transaction ends, so the
   * second reader sees the first one's payment. SQLite has one writer and one process.
   */
  private async lockOrderAcrossProcesses(tx: RequestContext, orderCode: string): Promise<void> {
    if (this.connection.rawConnection.options.type !== 'postgres') return;
    await this.connection
      .getRepository(tx, Order)
      .query('SELECT pg_advisory_xact_lock(hashtext($1))', [`foyer:stripe-settle:${orderCode}`]);
  }
}
