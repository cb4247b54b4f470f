import { type RequestContext, VendureEvent } from '@vendure/core';
import type { WaitingListEntry } from './entities/waiting-list-entry.entity';

/** The performance an email is about: the play's title per language code, and its start. */
export interface OfferedPerformance {
  startsAt: Date | null;
  titles: Record<string, string>;
}

/**
 * A waiting-list email to send: `confirm` (the double opt-in) or `offer` (seats held for
 * the visitor). The tokens travel only in this event and the email; the database keeps digests.
 */
export class WaitingListEmailEvent extends VendureEvent {
  constructor(
    public readonly ctx: RequestContext,
    public readonly kind: 'confirm' | 'offer',
    public readonly entry: WaitingListEntry,
    public readonly performance: OfferedPerformance,
    public readonly tokens: { action: string; unsubscribe: string },
  ) {
    super();
  }
}
