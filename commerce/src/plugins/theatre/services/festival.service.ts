import { Injectable } from '@nestjs/common';
import {
  type ID,
  ListQueryBuilder,
  type RequestContext,
  TransactionalConnection,
  TranslatableSaver,
  TranslatorService,
} from '@vendure/core';
import { Festival } from '../entities/festival.entity';
import { FestivalEdition } from '../entities/festival-edition.entity';
import { FestivalEditionTranslation } from '../entities/festival-edition-translation.entity';
import { FestivalTranslation } from '../entities/festival-translation.entity';
import { ProgrammeItem } from '../entities/programme-item.entity';
import { ProgrammeItemTranslation } from '../entities/programme-item-translation.entity';
import { type FestivalEditionInput, freshTranslations } from '../types';
import { TranslatableRepository } from './translatable-repository';

/** Festivals with their editions and day-by-day programmes. */
@Injectable()
export class FestivalService {
  readonly festivals: TranslatableRepository<Festival>;
  private readonly editions: TranslatableRepository<FestivalEdition>;
  private readonly items: TranslatableRepository<ProgrammeItem>;

  constructor(
    private readonly connection: TransactionalConnection,
    listQueryBuilder: ListQueryBuilder,
    private readonly translator: TranslatorService,
    saver: TranslatableSaver,
  ) {
    const deps = { connection, listQueryBuilder, translator, saver };
    this.festivals = new TranslatableRepository(Festival, FestivalTranslation, deps);
    this.editions = new TranslatableRepository(FestivalEdition, FestivalEditionTranslation, deps);
    this.items = new TranslatableRepository(ProgrammeItem, ProgrammeItemTranslation, deps);
  }

  /** Editions newest first, each with its programme (and the plays in it) in day order. */
  async editionsOf(ctx: RequestContext, festivalId: ID) {
    const editions = await this.connection.getRepository(ctx, FestivalEdition).find({
      where: { festivalId },
      relations: { programme: { play: true } },
      order: { year: 'DESC' },
    });
    return editions.map((edition) => {
      edition.programme.sort((a, b) => a.day - b.day || Number(a.id) - Number(b.id));
      return this.translator.translate(edition, ctx, ['programme', ['programme', 'play']]);
    });
  }

  /** Replaces a festival's editions and their programmes. */
  async setEditions(ctx: RequestContext, festivalId: ID, editions: FestivalEditionInput[]) {
    await this.connection.getRepository(ctx, FestivalEdition).delete({ festivalId });
    for (const edition of editions) {
      const saved = await this.editions.create(ctx, {
        year: edition.year,
        festivalId,
        translations: freshTranslations(edition.translations),
      });
      for (const item of edition.programme) {
        await this.items.create(ctx, {
          ...item,
          translations: freshTranslations(item.translations),
          editionId: saved.id,
        });
      }
    }
  }
}
