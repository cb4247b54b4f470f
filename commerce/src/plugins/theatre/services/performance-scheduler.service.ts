import { Injectable } from '@nestjs/common';
import { GlobalFlag, type LanguageCode } from '@vendure/common/lib/generated-types';
import {
  type ID,
  Product,
  ProductOptionGroupService,
  ProductOptionService,
  ProductService,
  ProductVariantService,
  type RequestContext,
  TaxCategoryService,
  TransactionalConnection,
  UserInputError,
} from '@vendure/core';
import { Performance } from '../entities/performance.entity';
import { Play } from '../entities/play.entity';
import { Stage } from '../entities/stage.entity';
import {
  PERFORMANCE_GROUP,
  performanceOptionName,
  TICKET_LANGUAGES,
  type TicketLanguage,
  ticketProductName,
  ticketProductSlug,
  ticketSku,
} from '../ticket-names';

/** One form in the Dashboard: a play on a stage at a time, its price and its seats. */
export interface SchedulePerformanceInput {
  playId: ID;
  stageId: ID;
  startsAt: Date | string;
  /** Price of one ticket in minor units, tax included as the channel's prices are. */
  price: number;
  seats: number;
}

/** Why a schedule is refused: said in the Dashboard's error toast, so in plain words. */
export function scheduleProblems(input: SchedulePerformanceInput, stageCapacity: number, now = new Date()): string[] {
  const problems: string[] = [];
  const startsAt = new Date(input.startsAt);
  if (Number.isNaN(startsAt.getTime())) problems.push('The date and time are not valid.');
  else if (startsAt <= now) problems.push('A performance can only be scheduled in the future.');
  if (!Number.isInteger(input.seats) || input.seats < 1)
    problems.push('The number of seats must be a whole number of at least 1.');
  else if (input.seats > stageCapacity)
    problems.push(`The stage has ${stageCapacity} seats; ${input.seats} cannot be sold.`);
  if (!Number.isInteger(input.price) || input.price < 0) problems.push('The price must be zero or more.');
  return problems;
}

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
  ) {}

  async schedule(ctx: RequestContext, input: SchedulePerformanceInput): Promise<Performance> {
    const play = await this.connection.getEntityOrThrow(ctx, Play, input.playId, { relations: ['translations'] });
    const stage = await this.connection.getEntityOrThrow(ctx, Stage, input.stageId, { relations: ['translations'] });
    const problems = scheduleProblems(input, stage.capacity);
    if (problems.length) throw new UserInputError(problems.join(' '));
    const startsAt = new Date(input.startsAt);

    const product = await this.ticketProduct(ctx, play);
    const group = product.optionGroups[0];
    if (!group) throw new UserInputError(`The ticket product of "${play.slug}" has no performance option group.`);
    const text = <T extends { languageCode: LanguageCode }>(
      translations: T[],
      field: keyof T,
      language: TicketLanguage,
    ) =>
      String(
        (translations.find((t) => t.languageCode === language) ?? translations.find((t) => t.languageCode === 'en'))?.[
          field
        ] ?? '',
      );
    const option = await this.options.create(ctx, group, {
      code: `p${startsAt.getTime().toString(36)}`,
      translations: TICKET_LANGUAGES.map((language) => ({
        languageCode: language as LanguageCode,
        name: performanceOptionName(language, startsAt, text(stage.translations, 'name', language)),
      })),
    });
    const [variant] = await this.variants.create(ctx, [
      {
        productId: product.id,
        sku: ticketSku(play.slug, startsAt),
        price: input.price,
        stockOnHand: input.seats,
        trackInventory: GlobalFlag.TRUE,
        useGlobalOutOfStockThreshold: false,
        outOfStockThreshold: 0,
        taxCategoryId: await this.ticketTaxCategory(ctx, product),
        optionIds: [option.id],
        translations: TICKET_LANGUAGES.map((language) => ({
          languageCode: language as LanguageCode,
          name: `${ticketProductName(language, text(play.translations, 'title', language))} ${option.translations.find((t) => t.languageCode === language)?.name ?? ''}`.trim(),
        })),
      },
    ]);
    if (!variant) throw new UserInputError('The ticket could not be created.');
    return this.connection
      .getRepository(ctx, Performance)
      .save(new Performance({ startsAt, playId: play.id, stageId: stage.id, productVariantId: variant.id }));
  }

  /** The play's ticket product with its option groups; made (with its group) when it has none. */
  private async ticketProduct(ctx: RequestContext, play: Play): Promise<Product> {
    const slug = ticketProductSlug(play.slug);
    const existing = await this.products.findOneBySlug(ctx, slug);
    if (existing) {
      return this.connection.getEntityOrThrow(ctx, Product, existing.id, { relations: ['optionGroups'] });
    }
    const title = (language: TicketLanguage) =>
      (
        play.translations.find((t) => t.languageCode === language) ??
        play.translations.find((t) => t.languageCode === 'en')
      )?.title ?? play.slug;
    const product = await this.products.create(ctx, {
      enabled: true,
      ...(play.featuredAssetId ? { featuredAssetId: play.featuredAssetId, assetIds: [play.featuredAssetId] } : {}),
      translations: TICKET_LANGUAGES.map((language) => ({
        languageCode: language as LanguageCode,
        name: ticketProductName(language, title(language)),
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
