import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DeletionResult } from '@vendure/common/lib/generated-types';
import {
  Allow,
  Asset,
  Ctx,
  type ID,
  type ListQueryOptions,
  RequestContext,
  Transaction,
  TransactionalConnection,
} from '@vendure/core';
import { performancePermission, theatrePermission } from '../constants';
import type { Actor } from '../entities/actor.entity';
import type { Festival } from '../entities/festival.entity';
import type { Page } from '../entities/page.entity';
import { Performance } from '../entities/performance.entity';
import type { Play } from '../entities/play.entity';
import type { Stage } from '../entities/stage.entity';
import { FestivalService } from '../services/festival.service';
import {
  PerformanceSchedulerService,
  type SchedulePerformanceInput,
  type UpdatePerformanceInput,
} from '../services/performance-scheduler.service';
import { TheatreService } from '../services/theatre.service';
import { type TheatreEntityKind, TheatreReferencesService } from '../services/theatre-references.service';
import type { TranslationInput } from '../services/translatable-repository';
import type { RelationInputs } from '../types';

type Input = Record<string, unknown> & RelationInputs & { translations: TranslationInput[] };
type UpdateInput = Record<string, unknown> & RelationInputs & { id: ID; translations?: TranslationInput[] | null };

const deleted = { result: DeletionResult.DELETED };

/** Splits relation inputs from column inputs; the gallery is set before saving. */
function split<T extends RelationInputs>(input: T) {
  const { galleryIds, cast, editions, ...columns } = input;
  const setGallery = (entity: { gallery: Asset[] }) => {
    if (galleryIds) entity.gallery = galleryIds.map((id) => ({ id }) as Asset);
  };
  return { columns, cast, editions, setGallery };
}

/** Editors' create, read, update and delete of the theatre's content. */
@Resolver()
export class TheatreAdminResolver {
  constructor(
    private readonly theatre: TheatreService,
    private readonly festivalService: FestivalService,
    private readonly connection: TransactionalConnection,
    private readonly scheduler: PerformanceSchedulerService,
    private readonly references: TheatreReferencesService,
  ) {}

  /** Deletes unless something blocks it (ADR 027): then says why, and deletes nothing. */
  private async deleteUnlessReferenced(
    ctx: RequestContext,
    kind: TheatreEntityKind,
    id: ID,
    remove: () => Promise<void>,
  ) {
    const blocker = await this.references.deletionBlocker(ctx, kind, id);
    if (blocker) return { result: DeletionResult.NOT_DELETED, message: blocker };
    await remove();
    return deleted;
  }

  @Query()
  @Allow(theatrePermission.Read)
  plays(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Play> }) {
    return this.theatre.plays.list(ctx, args.options);
  }
  @Query()
  @Allow(theatrePermission.Read)
  play(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.theatre.plays.findById(ctx, args.id);
  }
  @Query()
  @Allow(theatrePermission.Read)
  actors(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Actor> }) {
    return this.theatre.actors.list(ctx, args.options);
  }
  @Query()
  @Allow(theatrePermission.Read)
  actor(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.theatre.actors.findById(ctx, args.id);
  }
  @Query()
  @Allow(theatrePermission.Read)
  stages(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Stage> }) {
    return this.theatre.stages.list(ctx, args.options);
  }
  @Query()
  @Allow(theatrePermission.Read)
  stage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.theatre.stages.findById(ctx, args.id);
  }
  @Query()
  @Allow(theatrePermission.Read, performancePermission.Read)
  async performances(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Performance> }) {
    const [items, totalItems] = await this.connection
      .getRepository(ctx, Performance)
      .findAndCount({ order: { startsAt: 'ASC' }, skip: args.options?.skip ?? 0, take: args.options?.take ?? 100 });
    return { items, totalItems };
  }
  @Query()
  @Allow(theatrePermission.Read, performancePermission.Read)
  performance(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.connection.getRepository(ctx, Performance).findOne({ where: { id: args.id } });
  }
  @Query()
  @Allow(theatrePermission.Read)
  festivals(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Festival> }) {
    return this.festivalService.festivals.list(ctx, args.options);
  }
  @Query()
  @Allow(theatrePermission.Read)
  festival(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.festivalService.festivals.findById(ctx, args.id);
  }
  @Query()
  @Allow(theatrePermission.Read)
  theatrePages(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Page> }) {
    return this.theatre.pages.list(ctx, args.options);
  }
  @Query()
  @Allow(theatrePermission.Read)
  theatrePage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.theatre.pages.findById(ctx, args.id);
  }

  @Query()
  @Allow(theatrePermission.Read)
  theatreReferences(@Ctx() ctx: RequestContext, @Args() args: { entity: TheatreEntityKind; id: ID }) {
    return this.references.referencesTo(ctx, args.entity, args.id);
  }

  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Create)
  createStage(@Ctx() ctx: RequestContext, @Args() args: { input: Input }) {
    return this.theatre.stages.create(ctx, args.input);
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Update)
  updateStage(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateInput }) {
    return this.theatre.stages.update(ctx, args.input);
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Delete)
  deleteStage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.deleteUnlessReferenced(ctx, 'STAGE', args.id, () => this.theatre.stages.delete(ctx, args.id));
  }

  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Create)
  createActor(@Ctx() ctx: RequestContext, @Args() args: { input: Input }) {
    const { columns, setGallery } = split(args.input);
    return this.theatre.actors.create(ctx, columns as Input, setGallery);
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Update)
  updateActor(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateInput }) {
    const { columns, setGallery } = split(args.input);
    return this.theatre.actors.update(ctx, columns as UpdateInput, setGallery);
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Delete)
  deleteActor(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.deleteUnlessReferenced(ctx, 'ACTOR', args.id, () => this.theatre.actors.delete(ctx, args.id));
  }

  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Create)
  async createPlay(@Ctx() ctx: RequestContext, @Args() args: { input: Input }) {
    const { columns, cast, setGallery } = split(args.input);
    const play = await this.theatre.plays.create(ctx, columns as Input, setGallery);
    if (cast) await this.theatre.setCast(ctx, play.id, cast);
    return play;
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Update)
  async updatePlay(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateInput }) {
    const { columns, cast, setGallery } = split(args.input);
    const play = await this.theatre.plays.update(ctx, columns as UpdateInput, setGallery);
    if (cast) await this.theatre.setCast(ctx, play.id, cast);
    return play;
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Delete)
  deletePlay(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.deleteUnlessReferenced(ctx, 'PLAY', args.id, () => this.theatre.plays.delete(ctx, args.id));
  }

  @Mutation()
  @Transaction()
  @Allow(performancePermission.Create)
  schedulePerformance(@Ctx() ctx: RequestContext, @Args() args: { input: SchedulePerformanceInput }) {
    return this.scheduler.schedule(ctx, args.input);
  }
  @Mutation()
  @Transaction()
  @Allow(performancePermission.Create)
  createPerformance(@Ctx() ctx: RequestContext, @Args() args: { input: Partial<Performance> }) {
    return this.connection.getRepository(ctx, Performance).save(new Performance(args.input));
  }
  @Mutation()
  @Transaction()
  @Allow(performancePermission.Update)
  updatePerformance(@Ctx() ctx: RequestContext, @Args() args: { input: UpdatePerformanceInput }) {
    return this.scheduler.update(ctx, args.input);
  }
  @Mutation()
  @Transaction()
  @Allow(performancePermission.Update)
  cancelPerformance(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.scheduler.cancel(ctx, args.id);
  }
  @Mutation()
  @Transaction()
  @Allow(performancePermission.Delete)
  async deletePerformance(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    const performance = await this.connection.getEntityOrThrow(ctx, Performance, args.id);
    await this.connection.getRepository(ctx, Performance).remove(performance);
    return deleted;
  }

  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Create)
  async createFestival(@Ctx() ctx: RequestContext, @Args() args: { input: Input }) {
    const { columns, editions, setGallery } = split(args.input);
    const festival = await this.festivalService.festivals.create(ctx, columns as Input, setGallery);
    if (editions) await this.festivalService.setEditions(ctx, festival.id, editions);
    return festival;
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Update)
  async updateFestival(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateInput }) {
    const { columns, editions, setGallery } = split(args.input);
    const festival = await this.festivalService.festivals.update(ctx, columns as UpdateInput, setGallery);
    if (editions) await this.festivalService.setEditions(ctx, festival.id, editions);
    return festival;
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Delete)
  deleteFestival(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.deleteUnlessReferenced(ctx, 'FESTIVAL', args.id, () =>
      this.festivalService.festivals.delete(ctx, args.id),
    );
  }

  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Create)
  createTheatrePage(@Ctx() ctx: RequestContext, @Args() args: { input: Input }) {
    return this.theatre.pages.create(ctx, args.input);
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Update)
  updateTheatrePage(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateInput }) {
    return this.theatre.pages.update(ctx, args.input);
  }
  @Mutation()
  @Transaction()
  @Allow(theatrePermission.Delete)
  deleteTheatrePage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.deleteUnlessReferenced(ctx, 'PAGE', args.id, () => this.theatre.pages.delete(ctx, args.id));
  }
}
