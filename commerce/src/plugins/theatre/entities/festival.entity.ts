import {
  Asset,
  type DeepPartial,
  EntityId,
  type ID,
  type LocaleString,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, JoinTable, ManyToMany, ManyToOne, OneToMany } from 'typeorm';
import { FestivalEdition } from './festival-edition.entity';
import { FestivalTranslation } from './festival-translation.entity';

/** A festival the theatre hosts, with its yearly editions. */
@Entity()
export class Festival extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<Festival>) {
    super(input);
  }

  @Column({ unique: true }) slug: string;
  name: LocaleString;
  summary: LocaleString;
  description: LocaleString;

  @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' }) featuredAsset: Asset | null;
  @EntityId({ nullable: true }) featuredAssetId: ID | null;

  @ManyToMany(() => Asset)
  @JoinTable()
  gallery: Asset[];

  @OneToMany(
    () => FestivalEdition,
    (e) => e.festival,
  )
  editions: FestivalEdition[];

  @OneToMany(
    () => FestivalTranslation,
    (t) => t.base,
    { eager: true },
  )
  translations: Array<Translation<Festival>>;
}
