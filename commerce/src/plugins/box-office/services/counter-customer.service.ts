import { Injectable } from '@nestjs/common';
import {
  type Customer,
  CustomerService,
  isEmailAddressLike,
  isGraphQlErrorResult,
  Logger,
  normalizeEmailAddress,
  type RequestContext,
} from '@vendure/core';
import { loggerCtx } from '../constants';
import { HOUSE_CUSTOMER, isHouseCustomer } from '../sale-channel';

/** What the counter knows of the buyer; all optional (ADR 061). */
export interface CounterBuyer {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Longest email address a mail server accepts (RFC 5321's path limit). */
const MAX_EMAIL_LENGTH = 254;

/**
 * The customer a counter sale is booked to: the one with the email the buyer gave (a new
 * guest customer if there is none, an existing one left as it is), or the house's one
 * "Box office counter" customer when the buyer gave none.
 */
@Injectable()
export class CounterCustomerService {
  constructor(private readonly customers: CustomerService) {}

  /** The buyer's customer, or why the details cannot be used. */
  async buyer(ctx: RequestContext, buyer: CounterBuyer): Promise<Customer | { refused: string }> {
    const email = buyer.email?.trim();
    if (!email) return this.house(ctx);
    if (email.length > MAX_EMAIL_LENGTH || !isEmailAddressLike(email) || isHouseCustomer(email)) {
      return { refused: `"${email.slice(0, 60)}" is not an email address the confirmation can go to.` };
    }
    const emailAddress = normalizeEmailAddress(email);
    const existing = await this.find(ctx, emailAddress);
    // A customer who exists keeps their name: the counter does not rename a customer.
    if (existing) return existing;
    const created = await this.customers.createOrUpdate(ctx, {
      emailAddress,
      firstName: buyer.firstName?.trim() ?? '',
      lastName: buyer.lastName?.trim() ?? '',
    });
    return isGraphQlErrorResult(created) ? { refused: created.message } : created;
  }

  /** The house customer, made once (at start, or by the first anonymous sale if it went missing). */
  async house(ctx: RequestContext): Promise<Customer> {
    const existing = await this.find(ctx, HOUSE_CUSTOMER.emailAddress);
    if (existing) return existing;
    const created = await this.customers.createOrUpdate(ctx, { ...HOUSE_CUSTOMER });
    if (isGraphQlErrorResult(created)) throw new Error(`Could not make the house customer: ${created.message}`);
    Logger.info('Created the house customer for anonymous counter sales', loggerCtx);
    return created;
  }

  private async find(ctx: RequestContext, emailAddress: string): Promise<Customer | undefined> {
    const { items } = await this.customers.findAll(ctx, { filter: { emailAddress: { eq: emailAddress } }, take: 1 });
    return items[0];
  }
}
