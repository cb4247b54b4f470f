import { type DeepPartial, EntityId, type ID, type LocaleString, type Translatable, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, ManyToOne, OneToMany } from 'typeorm';
import { Actor } from './actor.entity';
import { Play } from './play.entity';
import { RoleTranslation } from './role-translation.entity';

/** An actor cast as a character in a play. */
@Entity()
export class Role extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<Role>) {
    super(input);
  }

  character: LocaleString;
  /** Billing order within the play's cast. */
  @Column({ default: 0 }) position: number;

  @ManyToOne(() => Play, (p) => p.cast, { onDelete: 'CASCADE' }) play: Play;
  @EntityId() playId: ID;
  @ManyToOne(() => Actor, (a) => a.roles, { onDelete: 'CASCADE' }) actor: Actor;
  @EntityId() actorId: ID;

  @OneToMany(() => RoleTranslation, (t) => t.base, { eager: true })
  translations: Array<Translation<Role>>;
}
