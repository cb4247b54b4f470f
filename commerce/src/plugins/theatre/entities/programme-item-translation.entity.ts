import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { ProgrammeItem } from './programme-item.entity';

@Entity()
export class ProgrammeItemTranslation extends VendureEntity implements Translation<ProgrammeItem> {
  constructor(input?: DeepPartial<Translation<ProgrammeItem>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() title: string;

  @Index()
  @ManyToOne(
    () => ProgrammeItem,
    (i) => i.translations,
    { onDelete: 'CASCADE' },
  )
  base: ProgrammeItem;
}
