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
import { FestivalEdition } from './festival-edition.entity';
import { Play } from './play.entity';
import { ProgrammeItemTranslation } from './programme-item-translation.entity';

/** An event on one day of a festival edition; a play of the repertoire when `play` is set. */
@Entity()
export class ProgrammeItem extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<ProgrammeItem>) {
    super(input);
  }

  @Column() day: number;
  title: LocaleString;

  @ManyToOne(
    () => FestivalEdition,
    (e) => e.programme,
    { onDelete: 'CASCADE' },
  )
  edition: FestivalEdition;
  @EntityId() editionId: ID;
  @ManyToOne(() => Play, { nullable: true, onDelete: 'SET NULL' }) play: Play | null;
  @EntityId({ nullable: true }) playId: ID | null;

  @OneToMany(
    () => ProgrammeItemTranslation,
    (t) => t.base,
    { eager: true },
  )
  translations: Array<Translation<ProgrammeItem>>;
}
