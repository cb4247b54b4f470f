import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { FestivalEdition } from './festival-edition.entity';

@Entity()
export class FestivalEditionTranslation extends VendureEntity implements Translation<FestivalEdition> {
  constructor(input?: DeepPartial<Translation<FestivalEdition>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() theme: string;

  @Index()
  @ManyToOne(
    () => FestivalEdition,
    (e) => e.translations,
    { onDelete: 'CASCADE' },
  )
  base: FestivalEdition;
}
