import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { CastMember } from './cast-member.entity';

@Entity()
export class CastMemberTranslation extends VendureEntity implements Translation<CastMember> {
  constructor(input?: DeepPartial<Translation<CastMember>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() character: string;

  @Index()
  @ManyToOne(
    () => CastMember,
    (r) => r.translations,
    { onDelete: 'CASCADE' },
  )
  base: CastMember;
}
