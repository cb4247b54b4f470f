import { OnApplicationBootstrap } from '@nestjs/common';
import {
  ConfigService,
  EventBus,
  type ID,
  type JobQueue,
  JobQueueService,
  Logger,
  type Order,
  type OrderProcess,
  OrderService,
  type OrderState,
  PluginCommonModule,
  RequestContext,
  type SerializedRequestContext,
  VendureEvent,
  VendurePlugin,
} from '@vendure/core';

import { confirmationWanted } from './order-confirmation';

const loggerCtx = 'ConfirmationBackstop';
const BACKSTOP_QUEUE = 'order-confirmation-backstop';
const SEND_EMAIL_QUEUE = 'send-email';
const CONFIRMATION_TYPE = 'order-confirmation';
/** How long after the payment the worker looks again (the server has queued the email long before). */
const BACKSTOP_DELAY_MS = 20_000;
const PAID_STATES: ReadonlySet<string> = new Set([
  'PaymentSettled',
  'PartiallyShipped',
  'Shipped',
  'PartiallyDelivered',
  'Delivered',
]);

/**
 * The confirmation of a settled order, again, from the worker (see ConfirmationBackstopPlugin):
 * the order-confirmation email listens to it as to the settling transition itself.
 */
export class OrderConfirmationDueEvent extends VendureEvent {
  readonly toState = 'PaymentSettled';
  constructor(
    public ctx: RequestContext,
    public order: Order,
    public fromState: OrderState,
  ) {
    super();
  }
}

type BackstopJob = {
  ctx: SerializedRequestContext;
  orderId: string;
  orderCode: string;
  fromState: string;
};

/** The BullMQ job id of an order's confirmation email: one per order, however often it is queued. */
export function confirmationEmailJobId(orderCode: string): string {
  return `${CONFIRMATION_TYPE}-${orderCode}`;
}

/**
 * BullMQ's options for a job (BullMQJobQueuePlugin's `setJobOptions`): an order's
 * confirmation email gets an id of its own, so queueing it a second time (the backstop
 * after the server) adds nothing while the first is kept (30 days); the backstop waits.
 */
export function confirmationJobOptions(queueName: string, data: unknown): { jobId?: string; delay?: number } {
  const job = data as { type?: string; templateVars?: { order?: { code?: string } }; orderCode?: string };
  if (queueName === SEND_EMAIL_QUEUE && job?.type === CONFIRMATION_TYPE && job.templateVars?.order?.code) {
    return { jobId: confirmationEmailJobId(job.templateVars.order.code) };
  }
  if (queueName === BACKSTOP_QUEUE && job?.orderCode) {
    return { jobId: `${BACKSTOP_QUEUE}-${job.orderCode}`, delay: BACKSTOP_DELAY_MS };
  }
  return {};
}

let backstop: ConfirmationBackstopPlugin | undefined;

/**
 * Queues the backstop in the transaction that settles the order, before it commits: if
 * the transaction rolls back, the worker finds the order unpaid and does nothing.
 */
const backstopOrderProcess: OrderProcess<OrderState> = {
  async onTransitionEnd(fromState, toState, { ctx, order }) {
    if (toState !== 'PaymentSettled' || fromState === 'Modifying') return;
    await backstop?.queue(ctx, order, fromState);
  },
};

/**
 * An order's confirmation survives the server that settled it dying (ADR 064, issue 28
 * case 7). Vendure's email plugin loads a confirmation's data in the server's event
 * handler after the payment commits, then queues the email; a server killed in between
 * (kill -9, a crash) loses it for good, and a payment provider's repeated webhook finds
 * the payment recorded and does nothing. So the settling transaction also queues a job,
 * before it commits, that the worker runs 20 s later: when the order is paid and its
 * confirmation email was never queued (BullMQ knows it by its id), the worker sends it
 * (OrderConfirmationDueEvent); queued twice, it is still one job. Only with BullMQ (the
 * production profile), whose job ids make that check possible.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    config.orderOptions.process = [...(config.orderOptions.process ?? []), backstopOrderProcess];
    return config;
  },
  compatibility: '^3.0.0',
})
export class ConfirmationBackstopPlugin implements OnApplicationBootstrap {
  private jobs: JobQueue<BackstopJob> | undefined;

  constructor(
    private readonly jobQueueService: JobQueueService,
    private readonly orders: OrderService,
    private readonly eventBus: EventBus,
    private readonly configService: ConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    backstop = this;
    this.jobs = await this.jobQueueService.createQueue<BackstopJob>({
      name: BACKSTOP_QUEUE,
      process: (job) => this.check(job.data),
    });
  }

  /** Never fails the payment: the server's own path still sends the email. */
  async queue(ctx: RequestContext, order: Order, fromState: OrderState): Promise<void> {
    try {
      await this.jobs?.add(
        { ctx: ctx.serialize(), orderId: String(order.id), orderCode: order.code, fromState },
        { retries: 5 },
      );
    } catch (error) {
      Logger.warn(`No backstop for order ${order.code}'s confirmation: ${(error as Error).message}`, loggerCtx);
    }
  }

  private async emailQueued(orderCode: string): Promise<boolean> {
    const strategy = this.configService.jobQueueOptions.jobQueueStrategy as {
      findOne?: (id: ID) => Promise<unknown>;
    };
    if (!strategy.findOne) return true;
    return (await strategy.findOne(confirmationEmailJobId(orderCode))) != null;
  }

  private async check(data: BackstopJob): Promise<{ sent: boolean }> {
    if (await this.emailQueued(data.orderCode)) return { sent: false };
    const ctx = RequestContext.deserialize(data.ctx);
    const order = await this.orders.findOne(ctx, data.orderId, ['customer']);
    // Rolled back, or not paid, or nobody to confirm it to.
    if (!order || !PAID_STATES.has(order.state) || !confirmationWanted(data.fromState, order)) return { sent: false };
    Logger.warn(`Order ${order.code}'s confirmation was never queued; sending it from the worker`, loggerCtx);
    await this.eventBus.publish(new OrderConfirmationDueEvent(ctx, order, data.fromState as OrderState));
    // The email plugin queues it from its own subscription; ask again until it has (or retry the job).
    for (let i = 0; i < 60; i++) {
      if (await this.emailQueued(data.orderCode)) return { sent: true };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`order ${order.code}'s confirmation was not queued within 30 s`);
  }
}
