import fs from 'node:fs';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { AssetService, type ID, isGraphQlErrorResult, LanguageCode, type RequestContext } from '@vendure/core';
import { type AllLanguages, type BgEn, type PersonName, SEED_LANGUAGES } from './data/seed-data.types';

/** Where the generated seed images live (committed; see scripts/generate-seed-images). */
export const SEED_IMAGES_DIR = path.join(__dirname, '../../../seed-images');

export interface SeedContext {
  app: INestApplicationContext;
  ctx: RequestContext;
  /** Creates an asset from a seed image, e.g. image('plays', 'the-seagull-1'). */
  image(folder: string, name: string): Promise<ID>;
}

export function createSeedContext(app: INestApplicationContext, ctx: RequestContext): SeedContext {
  const assets = app.get(AssetService);
  return {
    app,
    ctx,
    async image(folder, name) {
      const file = path.join(SEED_IMAGES_DIR, folder, `${name}.jpg`);
      const asset = await assets.createFromFileStream(fs.createReadStream(file), file, ctx);
      if (isGraphQlErrorResult(asset)) throw new Error(`Could not import ${file}: ${asset.message}`);
      return asset.id;
    },
  };
}

/** Translation inputs for every language, from a text in all seven. */
export function allLanguages<K extends string>(fields: Record<K, AllLanguages>) {
  return SEED_LANGUAGES.map((language) => {
    const row = { languageCode: language as LanguageCode } as { languageCode: LanguageCode } & Record<K, string>;
    for (const key of Object.keys(fields) as K[]) (row as Record<string, string>)[key] = fields[key][language];
    return row;
  });
}

/**
 * Translation inputs for every language from texts some of which are written only in
 * bg and en: a person's name (spelled in Latin letters alike in every other language)
 * and the history and festival pages, which the site publishes in bg and en. Those
 * take the English text in the other five languages, so every row is complete.
 */
export function mixedLanguages<K extends string>(fields: Record<K, AllLanguages | BgEn | PersonName>) {
  return SEED_LANGUAGES.map((language) => {
    const row = { languageCode: language as LanguageCode } as { languageCode: LanguageCode } & Record<K, string>;
    for (const key of Object.keys(fields) as K[]) {
      const text = fields[key] as Partial<AllLanguages> & BgEn;
      (row as Record<string, string>)[key] = text[language] ?? text.en;
    }
    return row;
  });
}

export { LanguageCode };
