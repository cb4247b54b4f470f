import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Page } from './page.entity';

@Entity('theatre_page_translation')
export class PageTranslation extends VendureEntity implements Translation<Page> {
  constructor(input?: DeepPartial<Translation<Page>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() title: string;
  @Column('text') summary: string;
  @Column('text') body: string;

  @Index()
  @ManyToOne(
    () => Page,
    (p) => p.translations,
    { onDelete: 'CASCADE' },
  )
  base: Page;
}
