import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, type ID, type ListQueryOptions, RequestContext } from '@vendure/core';
import type { Actor } from '../entities/actor.entity';
import type { Performance } from '../entities/performance.entity';
import type { Play } from '../entities/play.entity';
import type { Stage } from '../entities/stage.entity';
import { FestivalService } from '../services/festival.service';
import { TheatreService } from '../services/theatre.service';

/** Public reads of the theatre's content, in the request's language. */
@Resolver()
export class TheatreShopResolver {
  constructor(
    private readonly theatre: TheatreService,
    private readonly festivals: FestivalService,
  ) {}

  @Query()
  stockLevels(@Ctx() ctx: RequestContext, @Args() args: { productVariantIds: ID[] }) {
    return this.theatre.stockLevels(ctx, args.productVariantIds);
  }

  @Query()
  plays(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Play> }) {
    return this.theatre.plays.list(ctx, args.options, ['featuredAsset', 'stage']);
  }

  @Query()
  play(@Ctx() ctx: RequestContext, @Args() args: { slug: string }) {
    return this.theatre.plays.findOneBySlug(ctx, args.slug, ['featuredAsset', 'stage']);
  }

  @Query()
  actors(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Actor> }) {
    return this.theatre.actors.list(ctx, args.options, ['portrait']);
  }

  @Query()
  actor(@Ctx() ctx: RequestContext, @Args() args: { slug: string }) {
    return this.theatre.actors.findOneBySlug(ctx, args.slug, ['portrait']);
  }

  @Query()
  stages(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Stage> }) {
    return this.theatre.stages.list(ctx, args.options, ['featuredAsset']);
  }

  @Query()
  performances(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Performance> }) {
    return this.theatre.upcomingPerformances(ctx, args.options);
  }

  @Query()
  festival(@Ctx() ctx: RequestContext, @Args() args: { slug: string }) {
    return this.festivals.festivals.findOneBySlug(ctx, args.slug, ['featuredAsset']);
  }

  @Query()
  theatrePage(@Ctx() ctx: RequestContext, @Args() args: { slug: string }) {
    return this.theatre.pages.findOneBySlug(ctx, args.slug);
  }
}
