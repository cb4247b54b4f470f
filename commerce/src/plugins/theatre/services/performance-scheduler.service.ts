import {
  PERFORMANCE_GROUP,
  performanceTicketNames,
  playTicketName,
  TICKET_LANGUAGES,
  ticketProductSlug,
  ticketSku,
} from '@foyer/shared/ticket-names';
import { Injectable } from '@nestjs/common';
import { GlobalFlag, type LanguageCode } from '@vendure/common/lib/generated-types';
import {
  EventBus,
  type ID,
  Product,
  ProductOptionGroupService,
  ProductOptionService,
  ProductService,
  ProductVariant,
  ProductVariantService,
  type RequestContext,
  StockAdjustment,
  StockLocation,
  StockMovementEvent,
  TaxCategoryService,
  TransactionalConnection,
  UserInputError,
} from '@vendure/core';
import { AtomicStockService, SeatHoldService } from '../../seat-hold';
import { SeatPlanService, zonePriceProblems } from '../../seating';
import { Performance } from '../entities/performance.entity';
import { Play } from '../entities/play.entity';
import { Stage } from '../entities/stage.entity';
import { type PerformanceChange, performanceProblems } from './performance-problems';

/** One form in the Dashboard: a play on a stage at a time, its price and its seats. */
export interface SchedulePerformanceInput {
  playId: ID;
  stageId: ID;
  startsAt: Date | string;
  /** Price of one ticket in minor units, tax included as the channel's prices are. */
  price: number;
  seats: number;
  /** On a stage with a seat plan: a price per zone (then `price` and `seats` are not read, ADR 053). */
  zonePrices?: ZonePriceInput[] | null;
}

export interface ZonePriceInput {
  zone: string;
  price: number;
}

const priceMap = (prices: ZonePriceInput[]) => Object.fromEntries(prices.map(({ zone, price }) => [zone, price]));

/** A change of a scheduled performance; what is left out stays as it is. */
export interface UpdatePerformanceInput extends PerformanceChange {
  id: ID;
  /** Only the performance's own play is accepted: its tickets belong to the play. */
  playId?: ID | null;
  stageId?: ID | null;
  /** A reserved performance's zone prices; zones left out keep theirs. */
  zonePrices?: ZonePriceInput[] | null;
}

/** Why a schedule is refused: said in the Dashboard's error toast, so in plain words. */
export const scheduleProblems = (input: SchedulePerformanceInput, stageCapacity: number, now = new Date()) =>
  performanceProblems(input, { stageCapacity }, now);

/**
 * Schedules a performance in one transaction (the caller's): the ticket variant (an
 * option in the play's "Performance" group, stock = seats, tracked, the ticket tax
 * category, the price) and the Performance that sells it. A play without a ticket
 * product gets one, named in every language, the way the seed names tickets (ADR 005).
 */
@Injectable()
export class PerformanceSchedulerService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly products: ProductService,
    private readonly variants: ProductVariantService,
    private readonly groups: ProductOptionGroupService,
    private readonly options: ProductOptionService,
    private readonly taxCategories: TaxCategoryService,
    private readonly atomicStock: AtomicStockService,
    private readonly seatHolds: SeatHoldService,
    private readonly seatPlans: SeatPlanService,
    private readonly eventBus: EventBus,
  ) {}

  async schedule(ctx: RequestContext, input: SchedulePerformanceInput): Promise<Performance> {
    const play = await this.connection.getEntityOrThrow(ctx, Play, input.playId, { relations: ['translations'] });
    const stage = await this.connection.getEntityOrThrow(ctx, Stage, input.stageId, { relations: ['translations'] });
    // On a stage with a seat plan, seats are the plan's and prices the zones' (ADR 053).
    // Without zone prices it sells by count, as general admission, whatever the stage.
    const reserved = (input.zonePrices?.length ?? 0) > 0;
    const plan = reserved ? await this.seatPlans.currentPlan(ctx, stage.id) : null;
    const zonePrices = plan ? priceMap(input.zonePrices ?? []) : undefined;
    const problems = !reserved
      ? scheduleProblems(input, stage.capacity)
      : plan
        ? [
            ...scheduleProblems({ ...input, price: 0, seats: 1 }, stage.capacity),
            ...zonePriceProblems(plan.plan, zonePrices ?? {}, true),
          ]
        : ['This stage has no seat plan, so its performances have one price and a number of seats.'];
    if (problems.length) throw new UserInputError(problems.join(' '));
    const startsAt = new Date(input.startsAt);

    const product = await this.ticketProduct(ctx, play);
    const group = product.optionGroups[0];
    if (!group) throw new UserInputError(`The ticket product of "${play.slug}" has no performance option group.`);
    const names = ticketNames(play, stage, startsAt);
    const option = await this.options.create(ctx, group, {
      code: performanceOptionCode(startsAt),
      translations: names.option,
    });
    const [variant] = await this.variants.create(ctx, [
      {
        productId: product.id,
        sku: ticketSku(play.slug, startsAt),
        // A reserved performance's lines are priced by zone; the variant shows the lowest.
        price: zonePrices ? Math.min(...Object.values(zonePrices)) : input.price,
        // Its seats are rows with one holder each, not stock (ADR 053).
        stockOnHand: plan ? 0 : input.seats,
        trackInventory: plan ? GlobalFlag.FALSE : GlobalFlag.TRUE,
        useGlobalOutOfStockThreshold: false,
        outOfStockThreshold: 0,
        taxCategoryId: await this.ticketTaxCategory(ctx, product),
        optionIds: [option.id],
        translations: names.variant,
      },
    ]);
    if (!variant) throw new UserInputError('The ticket could not be created.');
    const performance = await this.connection
      .getRepository(ctx, Performance)
      .save(new Performance({ startsAt, playId: play.id, stageId: stage.id, productVariantId: variant.id }));
    if (plan && zonePrices) await this.seatPlans.attach(ctx, performance.id, plan, zonePrices);
    return performance;
  }

  /**
   * Changes a performance's date, stage, price or seats in one transaction (the
   * caller's), with its ticket: the option's and the variant's names in every language,
   * the SKU, the price, and the stock. Seats are the performance's seats in all (the
   * variant's stockOnHand: tickets are never fulfilled, so a sale stays in stockAllocated);
   * they move by the difference in one conditional statement, so a buyer holding seats at
   * the same moment can never be left with fewer seats than sold or held (ADR 021).
   */
  async update(ctx: RequestContext, input: UpdatePerformanceInput): Promise<Performance> {
    const performance = await this.connection.getEntityOrThrow(ctx, Performance, input.id);
    const reserved = await this.seatPlans.load(ctx, performance.id);
    if (reserved) {
      // Its seats are its plan's: they do not move with the stage, nor change in number.
      if (input.stageId != null && String(input.stageId) !== String(performance.stageId)) {
        throw new UserInputError(
          'A performance sold by seat keeps its stage and seat plan; cancel it and schedule it on the other stage.',
        );
      }
      if (input.seats != null) throw new UserInputError("A performance sold by seat has its seat plan's seats.");
      if (input.zonePrices?.length) await this.seatPlans.reprice(ctx, performance.id, priceMap(input.zonePrices));
    } else if (input.zonePrices?.length) {
      throw new UserInputError('This performance is sold by count, so it has no zone prices.');
    }
    const play = await this.connection.getEntityOrThrow(ctx, Play, performance.playId, { relations: ['translations'] });
    const stage = await this.connection.getEntityOrThrow(ctx, Stage, input.stageId ?? performance.stageId, {
      relations: ['translations'],
    });
    const variant = performance.productVariantId
      ? await this.connection.getEntityOrThrow(ctx, ProductVariant, performance.productVariantId, {
          relations: ['options', 'stockLevels'],
        })
      : null;
    const levels = [...(variant?.stockLevels ?? [])].sort((a, b) => Number(a.id) - Number(b.id));
    const onHand = levels.reduce((sum, level) => sum + level.stockOnHand, 0);
    const taken = levels.reduce((sum, level) => sum + level.stockAllocated, 0);
    const startsAt = input.startsAt != null ? new Date(input.startsAt) : performance.startsAt;
    const moved = input.startsAt != null && startsAt.getTime() !== performance.startsAt.getTime();
    const problems = performanceProblems(
      {
        startsAt: moved ? (input.startsAt ?? undefined) : undefined,
        price: input.price ?? undefined,
        seats: reserved ? undefined : (input.seats ?? onHand),
      },
      {
        stageCapacity: stage.capacity,
        taken,
        playChanged: input.playId != null && String(input.playId) !== String(performance.playId),
        cancelled: performance.cancelledAt != null,
      },
    );
    if (problems.length) throw new UserInputError(problems.join(' '));

    if (variant) {
      const level = levels[0];
      const change = input.seats != null ? input.seats - onHand : 0;
      if (change !== 0 && level) await this.moveSeats(ctx, variant.id, level.stockLocationId, change);
      const renamed = moved || String(stage.id) !== String(performance.stageId);
      const names = ticketNames(play, stage, startsAt);
      const option = variant.options[0];
      if (renamed && option) {
        await this.options.update(ctx, {
          id: option.id,
          code: performanceOptionCode(startsAt),
          translations: names.option,
        });
      }
      // A reserved performance's variant shows its lowest zone price.
      const price = reserved
        ? Math.min(...Object.values((await this.seatPlans.load(ctx, performance.id))?.seating.zonePrices ?? { x: 0 }))
        : input.price;
      if (renamed || price != null) {
        await this.variants.update(ctx, [
          {
            id: variant.id,
            ...(price != null ? { price } : {}),
            ...(renamed ? { sku: ticketSku(play.slug, startsAt), translations: names.variant } : {}),
          },
        ]);
      }
    }
    performance.startsAt = startsAt;
    performance.stageId = stage.id;
    return this.connection.getRepository(ctx, Performance).save(performance);
  }

  /**
   * Cancels a performance: it stays listed (shown as cancelled) and its ticket variant
   * stays (orders refer to it), but it is no longer sold, and carts holding its seats
   * at the payment step lose their hold, so they cannot pay. Paid orders are refunded
   * by the box office from the order's page. Cancelling twice changes nothing.
   */
  async cancel(ctx: RequestContext, id: ID): Promise<Performance> {
    const performance = await this.connection.getEntityOrThrow(ctx, Performance, id);
    if (performance.cancelledAt) return performance;
    performance.cancelledAt = new Date();
    const saved = await this.connection.getRepository(ctx, Performance).save(performance);
    if (performance.productVariantId) await this.seatHolds.releaseHoldsOn(ctx, performance.productVariantId);
    return saved;
  }

  /** Adds `change` seats (may be negative) unless fewer would be left than are sold or held; records it. */
  private async moveSeats(ctx: RequestContext, variantId: ID, stockLocationId: ID, change: number) {
    if (!(await this.atomicStock.tryAdjustOnHand(ctx, variantId, stockLocationId, change))) {
      throw new UserInputError(
        'More tickets were sold or held in the meantime than the new number of seats allows; reload and try again.',
      );
    }
    const adjustment = await this.connection.getRepository(ctx, StockAdjustment).save(
      new StockAdjustment({
        productVariant: new ProductVariant({ id: variantId }),
        stockLocation: new StockLocation({ id: stockLocationId }),
        quantity: change,
      }),
    );
    await this.eventBus.publish(new StockMovementEvent(ctx, [adjustment]));
  }

  /** The play's ticket product with its option groups; made (with its group) when it has none. */
  private async ticketProduct(ctx: RequestContext, play: Play): Promise<Product> {
    const slug = ticketProductSlug(play.slug);
    const existing = await this.products.findOneBySlug(ctx, slug);
    if (existing) {
      return this.connection.getEntityOrThrow(ctx, Product, existing.id, { relations: ['optionGroups'] });
    }
    const product = await this.products.create(ctx, {
      enabled: true,
      ...(play.featuredAssetId ? { featuredAssetId: play.featuredAssetId, assetIds: [play.featuredAssetId] } : {}),
      translations: TICKET_LANGUAGES.map((language) => ({
        languageCode: language as LanguageCode,
        name: playTicketName(language, play),
        slug,
        description: '',
      })),
    });
    const group = await this.groups.create(ctx, {
      code: `${slug}-performance`,
      translations: TICKET_LANGUAGES.map((language) => ({
        languageCode: language as LanguageCode,
        name: PERFORMANCE_GROUP[language],
      })),
    });
    await this.products.addOptionGroupToProduct(ctx, product.id, group.id);
    return this.connection.getEntityOrThrow(ctx, Product, product.id, { relations: ['optionGroups'] });
  }

  /** The tax category of the play's other tickets, else of any ticket, else the default one. */
  private async ticketTaxCategory(ctx: RequestContext, product: Product): Promise<ID> {
    const { items } = await this.variants.getVariantsByProductId(ctx, product.id, { take: 1 });
    if (items[0]?.taxCategory) return items[0].taxCategory.id;
    const ticket = await this.connection
      .getRepository(ctx, Performance)
      .findOne({ where: {}, relations: { productVariant: { taxCategory: true } }, order: { id: 'ASC' } });
    if (ticket?.productVariant?.taxCategory) return ticket.productVariant.taxCategory.id;
    const { items: categories } = await this.taxCategories.findAll(ctx);
    const fallback = categories.find((c) => c.isDefault) ?? categories[0];
    if (!fallback) throw new UserInputError('There is no tax category for tickets.');
    return fallback.id;
  }
}

/** A performance option's code: its start time, so two performances of a play differ. */
const performanceOptionCode = (startsAt: Date) => `p${startsAt.getTime().toString(36)}`;

/** The performance option's and the ticket variant's names in every language (ADR 005, names falling back as in ADR 056). */
function ticketNames(play: Play, stage: Stage, startsAt: Date) {
  const names = performanceTicketNames(play, stage, startsAt);
  const inVendure = (list: Array<{ languageCode: string; name: string }>) =>
    list.map(({ languageCode, name }) => ({ languageCode: languageCode as LanguageCode, name }));
  return { option: inVendure(names.option), variant: inVendure(names.variant) };
}
