import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Asset, AssetService, Ctx, type ID, RequestContext } from '@vendure/core';
import { Actor } from '../entities/actor.entity';
import type { CastMember } from '../entities/cast-member.entity';
import { Festival } from '../entities/festival.entity';
import type { Performance } from '../entities/performance.entity';
import { Play } from '../entities/play.entity';
import type { Stage } from '../entities/stage.entity';
import { FestivalService } from '../services/festival.service';
import { TheatreService } from '../services/theatre.service';

/** Loads an asset relation unless the query already joined it. */
async function assetOf(assets: AssetService, ctx: RequestContext, loaded: Asset | null | undefined, id: ID | null) {
  if (loaded !== undefined) return loaded;
  return id ? ((await assets.findOne(ctx, id)) ?? null) : null;
}

@Resolver('Play')
export class PlayEntityResolver {
  constructor(
    private readonly theatre: TheatreService,
    private readonly assets: AssetService,
  ) {}

  @ResolveField() featuredAsset(@Ctx() ctx: RequestContext, @Parent() play: Play) {
    return assetOf(this.assets, ctx, play.featuredAsset, play.featuredAssetId);
  }
  @ResolveField() async stage(@Ctx() ctx: RequestContext, @Parent() play: Play) {
    if (play.stage) return this.theatre.stages.translate(ctx, play.stage);
    return play.stageId ? this.theatre.stages.findById(ctx, play.stageId) : null;
  }
  @ResolveField() gallery(@Ctx() ctx: RequestContext, @Parent() play: Play) {
    return this.theatre.gallery(ctx, Play, play.id);
  }
  @ResolveField() cast(@Ctx() ctx: RequestContext, @Parent() play: Play) {
    return this.theatre.castOfPlay(ctx, play.id);
  }
  @ResolveField() performances(@Ctx() ctx: RequestContext, @Parent() play: Play) {
    return this.theatre.performancesOfPlay(ctx, play.id);
  }
}

@Resolver('Actor')
export class ActorEntityResolver {
  constructor(
    private readonly theatre: TheatreService,
    private readonly assets: AssetService,
  ) {}

  @ResolveField() portrait(@Ctx() ctx: RequestContext, @Parent() actor: Actor) {
    return assetOf(this.assets, ctx, actor.portrait, actor.portraitId);
  }
  @ResolveField() gallery(@Ctx() ctx: RequestContext, @Parent() actor: Actor) {
    return this.theatre.gallery(ctx, Actor, actor.id);
  }
  @ResolveField() roles(@Ctx() ctx: RequestContext, @Parent() actor: Actor) {
    return this.theatre.rolesOfActor(ctx, actor.id);
  }
}

@Resolver('CastMember')
export class CastMemberEntityResolver {
  constructor(private readonly theatre: TheatreService) {}

  @ResolveField() async actor(@Ctx() ctx: RequestContext, @Parent() role: CastMember) {
    return role.actor ?? this.theatre.actors.findById(ctx, role.actorId);
  }
  @ResolveField() async play(@Ctx() ctx: RequestContext, @Parent() role: CastMember) {
    return role.play ?? this.theatre.plays.findById(ctx, role.playId);
  }
}

@Resolver('Stage')
export class StageEntityResolver {
  constructor(private readonly assets: AssetService) {}

  @ResolveField() featuredAsset(@Ctx() ctx: RequestContext, @Parent() stage: Stage) {
    return assetOf(this.assets, ctx, stage.featuredAsset, stage.featuredAssetId);
  }
}

/** Each field is batched across the performances of one request (see TheatreService.playById). */
@Resolver('Performance')
export class PerformanceEntityResolver {
  constructor(private readonly theatre: TheatreService) {}

  @ResolveField() cancelled(@Parent() performance: Performance) {
    return performance.cancelledAt != null;
  }
  @ResolveField() play(@Ctx() ctx: RequestContext, @Parent() performance: Performance) {
    return this.theatre.playById(ctx, performance.playId);
  }
  @ResolveField() stage(@Ctx() ctx: RequestContext, @Parent() performance: Performance) {
    return this.theatre.stageById(ctx, performance.stageId);
  }
  @ResolveField() productVariant(@Ctx() ctx: RequestContext, @Parent() performance: Performance) {
    if (!performance.productVariantId) return null;
    return this.theatre.ticketVariantById(ctx, performance.productVariantId);
  }
}

@Resolver('Festival')
export class FestivalEntityResolver {
  constructor(
    private readonly festivals: FestivalService,
    private readonly assets: AssetService,
    private readonly theatre: TheatreService,
  ) {}

  @ResolveField() featuredAsset(@Ctx() ctx: RequestContext, @Parent() festival: Festival) {
    return assetOf(this.assets, ctx, festival.featuredAsset, festival.featuredAssetId);
  }
  @ResolveField() gallery(@Ctx() ctx: RequestContext, @Parent() festival: Festival) {
    return this.theatre.gallery(ctx, Festival, festival.id);
  }
  @ResolveField() editions(@Ctx() ctx: RequestContext, @Parent() festival: Festival) {
    return this.festivals.editionsOf(ctx, festival.id);
  }
}
