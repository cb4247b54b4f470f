import { STOCK_LEVELS_MAX } from '@foyer/shared/stock-levels';
import { Injectable } from '@nestjs/common';
import {
  Asset,
  type ID,
  ListQueryBuilder,
  type ListQueryOptions,
  ProductVariant,
  ProductVariantService,
  type RequestContext,
  RequestContextCacheService,
  TransactionalConnection,
  TranslatableSaver,
  type Translated,
  TranslatorService,
  UserInputError,
} from '@vendure/core';
import { In, IsNull, MoreThan } from 'typeorm';
import { Actor } from '../entities/actor.entity';
import { ActorTranslation } from '../entities/actor-translation.entity';
import { CastMember } from '../entities/cast-member.entity';
import { CastMemberTranslation } from '../entities/cast-member-translation.entity';
import { Festival } from '../entities/festival.entity';
import { Page } from '../entities/page.entity';
import { PageTranslation } from '../entities/page-translation.entity';
import { Performance } from '../entities/performance.entity';
import { Play } from '../entities/play.entity';
import { PlayTranslation } from '../entities/play-translation.entity';
import { Stage } from '../entities/stage.entity';
import { StageTranslation } from '../entities/stage-translation.entity';
import { type CastInput, freshTranslations } from '../types';
import { requestLoader } from './request-loader';
import { TranslatableRepository, withNames } from './translatable-repository';

/** Filter fields of the Shop API's performances that live on a related entity. */
const PERFORMANCE_FILTER_PATHS = { playSlug: 'play.slug', stageSlug: 'stage.slug' };

/** Plays, actors and their roles, stages, performances and editorial pages. */
@Injectable()
export class TheatreService {
  readonly stages: TranslatableRepository<Stage>;
  readonly actors: TranslatableRepository<Actor>;
  readonly plays: TranslatableRepository<Play>;
  readonly roles: TranslatableRepository<CastMember>;
  readonly pages: TranslatableRepository<Page>;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly translator: TranslatorService,
    private readonly variants: ProductVariantService,
    private readonly requestCache: RequestContextCacheService,
    saver: TranslatableSaver,
  ) {
    const deps = { connection, listQueryBuilder, translator, saver };
    this.stages = new TranslatableRepository(Stage, StageTranslation, deps);
    this.actors = new TranslatableRepository(Actor, ActorTranslation, deps);
    this.plays = new TranslatableRepository(Play, PlayTranslation, deps);
    this.roles = new TranslatableRepository(CastMember, CastMemberTranslation, deps);
    this.pages = new TranslatableRepository(Page, PageTranslation, deps);
  }

  /** The cast of a play in billing order, each role with its actor. */
  async castOfPlay(ctx: RequestContext, playId: ID) {
    const roles = await this.connection.getRepository(ctx, CastMember).find({
      where: { playId },
      relations: { actor: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return roles.map((role) => {
      const translated = this.translator.translate(role, ctx, ['actor']);
      // The actor's name falls back as everywhere (ADR 056), not only Vendure's way.
      translated.actor = withNames(translated.actor as Translated<Actor>, role.actor, ctx.languageCode);
      return translated;
    });
  }

  /** The roles an actor plays, each with its play. */
  async rolesOfActor(ctx: RequestContext, actorId: ID) {
    const roles = await this.connection.getRepository(ctx, CastMember).find({
      where: { actorId },
      relations: { play: true },
      order: { id: 'ASC' },
    });
    return roles.map((role) => {
      const translated = this.translator.translate(role, ctx, ['play']);
      translated.play = withNames(translated.play as Translated<Play>, role.play, ctx.languageCode);
      return translated;
    });
  }

  /** Replaces a play's cast with the given roles, in the given order. */
  async setCast(ctx: RequestContext, playId: ID, cast: CastInput[]) {
    await this.connection.getRepository(ctx, CastMember).delete({ playId });
    for (const [position, member] of cast.entries()) {
      await this.roles.create(ctx, {
        ...member,
        translations: freshTranslations(member.translations),
        playId,
        position,
      });
    }
  }

  /** A gallery in upload order. */
  async gallery(ctx: RequestContext, entity: typeof Play | typeof Actor | typeof Festival, id: ID): Promise<Asset[]> {
    const owner = await this.connection
      .getRepository(ctx, entity as typeof Play)
      .findOne({ where: { id }, relations: { gallery: true } });
    return (owner?.gallery ?? []).sort((a, b) => Number(a.id) - Number(b.id));
  }

  async assetsByIds(ctx: RequestContext, ids: ID[]): Promise<Asset[]> {
    if (ids.length === 0) return [];
    return this.connection.getRepository(ctx, Asset).find({ where: { id: In(ids) } });
  }

  /**
   * Performances still to come, soonest first; of one play when `playId` is given. The
   * Shop API's filter also takes `playSlug` and `stageSlug`, joined through the relations.
   */
  async upcomingPerformances(ctx: RequestContext, options?: ListQueryOptions<Performance>, playId?: ID) {
    // A copy each time: the builder rewrites the map it is given into its own aliases.
    const customPropertyMap = { ...PERFORMANCE_FILTER_PATHS };
    const qb = this.listQueryBuilder.build(Performance, options, { ctx, customPropertyMap });
    qb.andWhere(`${qb.alias}.startsAt > :now`, { now: new Date() });
    if (playId !== undefined) qb.andWhere(`${qb.alias}.playId = :playId`, { playId });
    if (!options?.sort) qb.orderBy(`${qb.alias}.startsAt`, 'ASC');
    const [items, totalItems] = await qb.getManyAndCount();
    return { items, totalItems };
  }

  async performancesOfPlay(ctx: RequestContext, playId: ID) {
    return this.connection.getRepository(ctx, Performance).find({
      where: { playId, startsAt: MoreThan(new Date()) },
      order: { startsAt: 'ASC' },
    });
  }

  /*
   * A performance's play, stage and ticket variant. GraphQL resolves them once per
   * performance of a list; the loaders turn the calls of one request into one query
   * per relation (ADR 019).
   */

  /** A play with its featured asset, in the request's language. */
  playById(ctx: RequestContext, id: ID) {
    return requestLoader(this.requestCache, ctx, 'playById', (ids) =>
      this.plays.findByIds(ctx, ids, ['featuredAsset']),
    ).load(id);
  }

  stageById(ctx: RequestContext, id: ID) {
    return requestLoader(this.requestCache, ctx, 'stageById', (ids) => this.stages.findByIds(ctx, ids)).load(id);
  }

  /** A ticket variant in the active channel with its price and tax applied; null once deleted. */
  ticketVariantById(ctx: RequestContext, id: ID) {
    return requestLoader(this.requestCache, ctx, 'ticketVariantById', async (ids) =>
      (await this.variants.findByIds(ctx, ids)).filter((variant) => !variant.deletedAt),
    ).load(id);
  }

  /**
   * What shoppers are told of each variant's stock (IN_STOCK, LOW_STOCK, OUT_OF_STOCK),
   * for the storefront's live read beside its cached pages: the variants of this channel
   * are loaded without prices, and Vendure's own display level counts held seats.
   */
  async stockLevels(ctx: RequestContext, ids: ID[]) {
    if (ids.length > STOCK_LEVELS_MAX) throw new UserInputError(`At most ${STOCK_LEVELS_MAX} variants at once`);
    if (!ids.length) return [];
    const variants = await this.connection.getRepository(ctx, ProductVariant).find({
      where: { id: In(ids), deletedAt: IsNull(), channels: { id: ctx.channelId } },
    });
    return Promise.all(
      variants.map(async (variant) => ({
        productVariantId: variant.id,
        stockLevel: await this.variants.getDisplayStockLevel(ctx, variant),
      })),
    );
  }
}
