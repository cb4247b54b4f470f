import { type DeepPartial, LanguageCode, type Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Stage } from './stage.entity';

@Entity()
export class StageTranslation extends VendureEntity implements Translation<Stage> {
  constructor(input?: DeepPartial<Translation<Stage>>) {
    super(input);
  }

  @Column('varchar') languageCode: LanguageCode;
  @Column() name: string;
  @Column('text') description: string;
  @Column() address: string;

  @Index()
  @ManyToOne(
    () => Stage,
    (s) => s.translations,
    { onDelete: 'CASCADE' },
  )
  base: Stage;
}
