import { PluginCommonModule, type Type, VendurePlugin } from '@vendure/core';
import { SeatHoldPlugin } from '../seat-hold/seat-hold.plugin';
import { SeatingPlugin } from '../seating/seating.plugin';
import { waitingListAdminApiExtensions, waitingListShopApiExtensions } from './api/api-extensions';
import { WaitingListAdminResolver } from './api/waiting-list-admin.resolver';
import { WaitingListShopResolver } from './api/waiting-list-shop.resolver';
import { WAITING_LIST_OPTIONS } from './constants';
import { WaitingListEntry } from './entities/waiting-list-entry.entity';
import { WaitingListService } from './services/waiting-list.service';
import type { WaitingListPluginOptions } from './types';
import { waitingListOffersTask } from './waiting-list-offers.task';

/**
 * The waiting list of sold-out performances (ADR 063): double opt-in joins, offers that
 * hold freed seats (numbered, or counted places, ADR 068) for the first in line for a set
 * time, then pass on. Its emails are registered with the EmailPlugin's handlers
 * (waitingListEmailHandlers). Needs SeatingPlugin and SeatHoldPlugin.
 */
@VendurePlugin({
  imports: [PluginCommonModule, SeatHoldPlugin, SeatingPlugin],
  entities: [WaitingListEntry],
  providers: [{ provide: WAITING_LIST_OPTIONS, useFactory: () => WaitingListPlugin.options }, WaitingListService],
  configuration: (config) => {
    config.schedulerOptions.tasks = [
      ...(config.schedulerOptions.tasks ?? []),
      waitingListOffersTask(WaitingListPlugin.options.offerSchedule),
    ];
    return config;
  },
  shopApiExtensions: { schema: waitingListShopApiExtensions, resolvers: [WaitingListShopResolver] },
  adminApiExtensions: { schema: waitingListAdminApiExtensions, resolvers: [WaitingListAdminResolver] },
  compatibility: '^3.0.0',
})
// biome-ignore lint/complexity/noStaticOnlyClass: Vendure's plugin pattern (a class with static init and options).
export class WaitingListPlugin {
  static options: WaitingListPluginOptions = { offerSeconds: 24 * 3600, offerSchedule: '0 * * * * *' };

  static init(options: Partial<WaitingListPluginOptions>): Type<WaitingListPlugin> {
    WaitingListPlugin.options = { ...WaitingListPlugin.options, ...options };
    return WaitingListPlugin;
  }
}
