import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Festival } from './festival.entity';

@Entity()
export class FestivalTranslation extends VendureEntity implements Translation<Festival> {
  constructor(input?: DeepPartial<Translation<Festival>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() name: string;
  @Column('text') summary: string;
  @Column('text') description: string;

  @Index()
  @ManyToOne(
    () => Festival,
    (f) => f.translations,
    { onDelete: 'CASCADE' },
  )
  base: Festival;
}
