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

/** A nested row's translations are saved anew with it: the ids they were read with are dropped. */
export function freshTranslations(translations: TranslationInput[]): TranslationInput[] {
  return translations.map(({ id: _id, ...translation }) => translation);
}
