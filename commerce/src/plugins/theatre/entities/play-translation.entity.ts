import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Play } from './play.entity';

@Entity()
export class PlayTranslation extends VendureEntity implements Translation<Play> {
  constructor(input?: DeepPartial<Translation<Play>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() title: string;
  @Column('text') summary: string;
  @Column('text') synopsis: string;
  @Column() author: string;
  @Column() director: string;

  @Index()
  @ManyToOne(
    () => Play,
    (p) => p.translations,
    { onDelete: 'CASCADE' },
  )
  base: Play;
}
