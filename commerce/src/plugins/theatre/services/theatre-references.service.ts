import { staffDateTime } from '@foyer/shared/ticket-names';
import { Injectable } from '@nestjs/common';
import { type ID, type RequestContext, TransactionalConnection, TranslatorService } from '@vendure/core';
import { CastMember } from '../entities/cast-member.entity';
import { Festival } from '../entities/festival.entity';
import { FestivalEdition } from '../entities/festival-edition.entity';
import { Page } from '../entities/page.entity';
import { Performance } from '../entities/performance.entity';
import { Play } from '../entities/play.entity';
import { ProgrammeItem } from '../entities/programme-item.entity';

export type TheatreEntityKind = 'PLAY' | 'ACTOR' | 'STAGE' | 'FESTIVAL' | 'PAGE';

export interface TheatreReference {
  type: string;
  name: string;
  blocksDeletion: boolean;
}

/**
 * The storefront's fixed routes that show one page or festival by its slug
 * (src/components/theatre/fixed-language-routes.tsx): deleting one empties that route.
 */
const STOREFRONT_ROUTES: Record<'PAGE' | 'FESTIVAL', Record<string, string[]>> = {
  PAGE: { history: ['/about/history-bg', '/about/history-en'] },
  FESTIVAL: { 'todor-kolev': ['/festivals/todor-kolev-bg', '/festivals/todor-kolev-en'] },
};

/**
 * What still refers to a theatre entity, for the Dashboard's delete confirmation and
 * for the delete mutations themselves: an upcoming performance that is not cancelled
 * blocks deleting its play or its stage (its tickets may be sold: cancel it, refund its
 * orders, or move it first), everything else is
 * named and goes with the entity (roles, editions) or loses the link (programme items).
 */
@Injectable()
export class TheatreReferencesService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly translator: TranslatorService,
  ) {}

  async referencesTo(ctx: RequestContext, kind: TheatreEntityKind, id: ID): Promise<TheatreReference[]> {
    switch (kind) {
      case 'PLAY':
        return [
          ...(await this.performances(ctx, { playId: id })),
          ...(await this.roles(ctx, { playId: id }, (role) => `${role.character} (${role.actor.name})`)),
          ...(await this.programmeItems(ctx, id)),
        ];
      case 'ACTOR':
        return this.roles(ctx, { actorId: id }, (role) => `${role.character} in ${role.play.title}`);
      case 'STAGE':
        return [...(await this.performances(ctx, { stageId: id })), ...(await this.playsOnStage(ctx, id))];
      case 'FESTIVAL':
        return [...(await this.editions(ctx, id)), ...(await this.storefrontRoutes(ctx, 'FESTIVAL', Festival, id))];
      case 'PAGE':
        return this.storefrontRoutes(ctx, 'PAGE', Page, id);
    }
  }

  /** Why a delete is refused, in plain words; undefined when nothing blocks it. */
  async deletionBlocker(ctx: RequestContext, kind: TheatreEntityKind, id: ID): Promise<string | undefined> {
    const blocking = (await this.referencesTo(ctx, kind, id)).filter((reference) => reference.blocksDeletion);
    if (blocking.length === 0) return undefined;
    const list = blocking.map((reference) => reference.name).join('; ');
    return `It still has ${blocking.length} upcoming performance${blocking.length === 1 ? '' : 's'} (${list}). Cancel or delete them first.`;
  }

  private async performances(ctx: RequestContext, where: { playId?: ID; stageId?: ID }) {
    const performances = await this.connection.getRepository(ctx, Performance).find({
      where,
      relations: { play: true, stage: true },
      order: { startsAt: 'ASC' },
    });
    const now = Date.now();
    return performances.map((performance) => {
      const play = this.translator.translate(performance.play, ctx);
      const stage = this.translator.translate(performance.stage, ctx);
      const upcoming = performance.startsAt.getTime() > now;
      const type = performance.cancelledAt
        ? 'Cancelled performance'
        : upcoming
          ? 'Upcoming performance'
          : 'Past performance';
      return {
        type,
        name: `${play.title}, ${staffDateTime(performance.startsAt)}, ${stage.name}`,
        blocksDeletion: type === 'Upcoming performance',
      };
    });
  }

  private async roles(
    ctx: RequestContext,
    where: { playId?: ID; actorId?: ID },
    name: (role: { character: string; actor: { name: string }; play: { title: string } }) => string,
  ) {
    const roles = await this.connection.getRepository(ctx, CastMember).find({
      where,
      relations: { actor: true, play: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return roles.map((role) => ({
      type: 'Role',
      name: name(this.translator.translate(role, ctx, ['actor', 'play'])),
      blocksDeletion: false,
    }));
  }

  private async programmeItems(ctx: RequestContext, playId: ID) {
    const items = await this.connection.getRepository(ctx, ProgrammeItem).find({
      where: { playId },
      relations: { edition: true },
      order: { id: 'ASC' },
    });
    return items.map((item) => ({
      type: 'Festival programme item',
      name: `${item.edition.year}, day ${item.day}: ${this.translator.translate(item, ctx).title}`,
      blocksDeletion: false,
    }));
  }

  private async playsOnStage(ctx: RequestContext, stageId: ID) {
    const plays = await this.connection.getRepository(ctx, Play).find({ where: { stageId }, order: { id: 'ASC' } });
    return plays.map((play) => ({
      type: 'Play (its home stage)',
      name: this.translator.translate(play, ctx).title,
      blocksDeletion: false,
    }));
  }

  private async editions(ctx: RequestContext, festivalId: ID) {
    const editions = await this.connection
      .getRepository(ctx, FestivalEdition)
      .find({ where: { festivalId }, relations: { programme: true }, order: { year: 'DESC' } });
    return editions.map((edition) => ({
      type: 'Edition',
      name: `${edition.year}: ${this.translator.translate(edition, ctx).theme} (${edition.programme.length} programme items)`,
      blocksDeletion: false,
    }));
  }

  private async storefrontRoutes(
    ctx: RequestContext,
    kind: 'PAGE' | 'FESTIVAL',
    entity: typeof Page | typeof Festival,
    id: ID,
  ) {
    const found = await this.connection.getRepository(ctx, entity as typeof Page).findOne({ where: { id } });
    return (found ? (STOREFRONT_ROUTES[kind][found.slug] ?? []) : []).map((path) => ({
      type: 'Storefront page',
      name: `${path} (and its translations)`,
      blocksDeletion: false,
    }));
  }
}
