import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { SeatHoldPlugin } from '../seat-hold';
import { SeatingPlugin } from '../seating';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { TheatreAdminResolver } from './api/theatre-admin.resolver';
import {
  ActorEntityResolver,
  CastMemberEntityResolver,
  FestivalEntityResolver,
  PerformanceEntityResolver,
  PlayEntityResolver,
  StageEntityResolver,
} from './api/theatre-entity.resolver';
import { TheatreShopResolver } from './api/theatre-shop.resolver';
import { performancePermission, theatrePermission } from './constants';
import { theatreEntities } from './entities';
import { PerformanceOnSaleInterceptor } from './performance-on-sale.interceptor';
import { performanceOnSaleOrderProcess } from './performance-on-sale-order-process';
import { FestivalService } from './services/festival.service';
import { PerformanceSchedulerService } from './services/performance-scheduler.service';
import { TheatreService } from './services/theatre.service';
import { TheatreReferencesService } from './services/theatre-references.service';

const entityResolvers = [
  PlayEntityResolver,
  ActorEntityResolver,
  CastMemberEntityResolver,
  StageEntityResolver,
  PerformanceEntityResolver,
  FestivalEntityResolver,
];

/**
 * The theatre's own content: plays, actors and their roles, stages, performances
 * (sold as product variants), festivals and editorial pages, all translatable.
 */
@VendurePlugin({
  imports: [PluginCommonModule, SeatHoldPlugin, SeatingPlugin],
  entities: theatreEntities,
  providers: [TheatreService, FestivalService, PerformanceSchedulerService, TheatreReferencesService],
  configuration: (config) => {
    config.authOptions.customPermissions.push(theatrePermission, performancePermission);
    config.orderOptions.orderInterceptors = [
      ...(config.orderOptions.orderInterceptors ?? []),
      new PerformanceOnSaleInterceptor(),
    ];
    // Before SeatHoldPlugin's process (this plugin is configured first), so a refused
    // order holds no seats.
    config.orderOptions.process = [...(config.orderOptions.process ?? []), performanceOnSaleOrderProcess];
    return config;
  },
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [TheatreShopResolver, ...entityResolvers] },
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [TheatreAdminResolver, ...entityResolvers] },
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class TheatrePlugin {}
