import { ActorTranslation } from './actor-translation.entity';
import { Actor } from './actor.entity';
import { FestivalEditionTranslation } from './festival-edition-translation.entity';
import { FestivalEdition } from './festival-edition.entity';
import { FestivalTranslation } from './festival-translation.entity';
import { Festival } from './festival.entity';
import { PageTranslation } from './page-translation.entity';
import { Page } from './page.entity';
import { Performance } from './performance.entity';
import { PlayTranslation } from './play-translation.entity';
import { Play } from './play.entity';
import { ProgrammeItemTranslation } from './programme-item-translation.entity';
import { ProgrammeItem } from './programme-item.entity';
import { CastMemberTranslation } from './cast-member-translation.entity';
import { CastMember } from './cast-member.entity';
import { StageTranslation } from './stage-translation.entity';
import { Stage } from './stage.entity';

export { Actor, Festival, FestivalEdition, Page, Performance, Play, ProgrammeItem, CastMember, Stage };

export const theatreEntities = [
  Stage, StageTranslation, Actor, ActorTranslation, Play, PlayTranslation, CastMember, CastMemberTranslation,
  Performance, Festival, FestivalTranslation, FestivalEdition, FestivalEditionTranslation,
  ProgrammeItem, ProgrammeItemTranslation, Page, PageTranslation,
];
