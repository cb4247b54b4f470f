import {
  type DeepPartial,
  EntityId,
  type ID,
  type LocaleString,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, ManyToOne, OneToMany } from 'typeorm';
import { Actor } from './actor.entity';
import { CastMemberTranslation } from './cast-member-translation.entity';
import { Play } from './play.entity';

/** An actor cast as a character in a play. */
@Entity()
export class CastMember extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<CastMember>) {
    super(input);
  }

  character: LocaleString;
  /** Billing order within the play's cast. */
  @Column({ default: 0 }) position: number;

  @ManyToOne(
    () => Play,
    (p) => p.cast,
    { onDelete: 'CASCADE' },
  )
  play: Play;
  @EntityId() playId: ID;
  @ManyToOne(
    () => Actor,
    (a) => a.roles,
    { onDelete: 'CASCADE' },
  )
  actor: Actor;
  @EntityId() actorId: ID;

  @OneToMany(
    () => CastMemberTranslation,
    (t) => t.base,
    { eager: true },
  )
  translations: Array<Translation<CastMember>>;
}
