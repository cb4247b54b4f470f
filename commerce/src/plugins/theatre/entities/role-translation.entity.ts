import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Role } from './role.entity';

@Entity()
export class RoleTranslation extends VendureEntity implements Translation<Role> {
  constructor(input?: DeepPartial<Translation<Role>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() character: string;

  @Index()
  @ManyToOne(() => Role, (r) => r.translations, { onDelete: 'CASCADE' })
  base: Role;
}
