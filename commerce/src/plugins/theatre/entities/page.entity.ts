import { type DeepPartial, type LocaleString, type Translatable, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, OneToMany } from 'typeorm';
import { PageTranslation } from './page-translation.entity';

/** An editorial page of the theatre, such as its history. */
@Entity('theatre_page')
export class Page extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<Page>) {
    super(input);
  }

  @Column({ unique: true }) slug: string;
  title: LocaleString;
  summary: LocaleString;
  body: LocaleString;

  @OneToMany(
    () => PageTranslation,
    (t) => t.base,
    { eager: true },
  )
  translations: Array<Translation<Page>>;
}
