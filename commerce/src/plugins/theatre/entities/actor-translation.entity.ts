import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Actor } from './actor.entity';

@Entity()
export class ActorTranslation extends VendureEntity implements Translation<Actor> {
  constructor(input?: DeepPartial<Translation<Actor>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() name: string;
  @Column('text') summary: string;
  @Column('text') biography: string;

  @Index()
  @ManyToOne(
    () => Actor,
    (a) => a.translations,
    { onDelete: 'CASCADE' },
  )
  base: Actor;
}
