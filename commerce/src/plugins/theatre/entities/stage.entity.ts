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
import { Column, Entity, ManyToOne, OneToMany } from 'typeorm';
import { StageTranslation } from './stage-translation.entity';

/** A stage of the theatre: where performances take place. */
@Entity()
export class Stage extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<Stage>) {
    super(input);
  }

  @Column({ unique: true }) slug: string;
  @Column() capacity: number;
  name: LocaleString;
  description: LocaleString;
  address: LocaleString;

  @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' }) featuredAsset: Asset | null;
  @EntityId({ nullable: true }) featuredAssetId: ID | null;

  @OneToMany(
    () => StageTranslation,
    (t) => t.base,
    { eager: true },
  )
  translations: Array<Translation<Stage>>;
}
