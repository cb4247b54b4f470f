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
import { CastMember } from './cast-member.entity';
import { Performance } from './performance.entity';
import { PlayTranslation } from './play-translation.entity';
import { Stage } from './stage.entity';

/** A play of the repertoire. */
@Entity()
export class Play extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<Play>) {
    super(input);
  }

  @Column({ unique: true }) slug: string;
  @Column() durationMinutes: number;
  @Column() ageRating: string;
  @Column() premiereYear: number;
  title: LocaleString;
  summary: LocaleString;
  synopsis: LocaleString;
  author: LocaleString;
  director: LocaleString;

  @ManyToOne(() => Stage, { nullable: true, onDelete: 'SET NULL' }) stage: Stage | null;
  @EntityId({ nullable: true }) stageId: ID | null;

  @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' }) featuredAsset: Asset | null;
  @EntityId({ nullable: true }) featuredAssetId: ID | null;

  @ManyToMany(() => Asset)
  @JoinTable()
  gallery: Asset[];

  @OneToMany(
    () => CastMember,
    (r) => r.play,
  )
  cast: CastMember[];
  @OneToMany(
    () => Performance,
    (p) => p.play,
  )
  performances: Performance[];

  @OneToMany(
    () => PlayTranslation,
    (t) => t.base,
    { eager: true },
  )
  translations: Array<Translation<Play>>;
}
