import { Actor } from './actor.entity';
import { ActorTranslation } from './actor-translation.entity';
import { CastMember } from './cast-member.entity';
import { CastMemberTranslation } from './cast-member-translation.entity';
import { Festival } from './festival.entity';
import { FestivalEdition } from './festival-edition.entity';
import { FestivalEditionTranslation } from './festival-edition-translation.entity';
import { FestivalTranslation } from './festival-translation.entity';
import { Page } from './page.entity';
import { PageTranslation } from './page-translation.entity';
import { Performance } from './performance.entity';
import { Play } from './play.entity';
import { PlayTranslation } from './play-translation.entity';
import { ProgrammeItem } from './programme-item.entity';
import { ProgrammeItemTranslation } from './programme-item-translation.entity';
import { Stage } from './stage.entity';
import { StageTranslation } from './stage-translation.entity';

export { Actor, CastMember, Festival, FestivalEdition, Page, Performance, Play, ProgrammeItem, Stage };

export const theatreEntities = [
  Stage,
  StageTranslation,
  Actor,
  ActorTranslation,
  Play,
  PlayTranslation,
  CastMember,
  CastMemberTranslation,
  Performance,
  Festival,
  FestivalTranslation,
  FestivalEdition,
  FestivalEditionTranslation,
  ProgrammeItem,
  ProgrammeItemTranslation,
  Page,
  PageTranslation,
];
