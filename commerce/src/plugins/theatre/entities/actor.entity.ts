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
import { ActorTranslation } from './actor-translation.entity';
import { CastMember } from './cast-member.entity';

/** A member of the ensemble. */
@Entity()
export class Actor extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<Actor>) {
    super(input);
  }

  @Column({ unique: true }) slug: string;
  @Column() memberSince: number;
  name: LocaleString;
  summary: LocaleString;
  biography: LocaleString;

  @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' }) portrait: Asset | null;
  @EntityId({ nullable: true }) portraitId: ID | null;

  @ManyToMany(() => Asset)
  @JoinTable()
  gallery: Asset[];

  @OneToMany(
    () => CastMember,
    (r) => r.actor,
  )
  roles: CastMember[];

  @OneToMany(
    () => ActorTranslation,
    (t) => t.base,
    { eager: true },
  )
  translations: Array<Translation<Actor>>;
}
