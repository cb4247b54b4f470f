import type { ID } from '@vendure/core';
import type { TranslationInput } from './services/translatable-repository';

export interface CastInput {
  actorId: ID;
  translations: TranslationInput[];
}

export interface ProgrammeItemInput {
  day: number;
  playId?: ID | null;
  translations: TranslationInput[];
}

export interface FestivalEditionInput {
  year: number;
  translations: TranslationInput[];
  programme: ProgrammeItemInput[];
}

/** Fields every create/update input may carry besides the entity's own columns. */
export interface RelationInputs {
  galleryIds?: ID[] | null;
  cast?: CastInput[] | null;
  editions?: FestivalEditionInput[] | null;
}
