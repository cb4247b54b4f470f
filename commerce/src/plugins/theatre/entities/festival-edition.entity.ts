import {
  type DeepPartial,
  EntityId,
  type ID,
  type LocaleString,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, ManyToOne, OneToMany } from 'typeorm';
import { Festival } from './festival.entity';
import { FestivalEditionTranslation } from './festival-edition-translation.entity';
import { ProgrammeItem } from './programme-item.entity';

/** One year of a festival: its theme and programme. */
@Entity()
export class FestivalEdition extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<FestivalEdition>) {
    super(input);
  }

  @Column() year: number;
  theme: LocaleString;

  @ManyToOne(
    () => Festival,
    (f) => f.editions,
    { onDelete: 'CASCADE' },
  )
  festival: Festival;
  @EntityId() festivalId: ID;

  @OneToMany(
    () => ProgrammeItem,
    (i) => i.edition,
  )
  programme: ProgrammeItem[];

  @OneToMany(
    () => FestivalEditionTranslation,
    (t) => t.base,
    { eager: true },
  )
  translations: Array<Translation<FestivalEdition>>;
}
