import type { ID } from '@vendure/core';
import { FestivalService, TheatreService } from '../plugins/theatre';
import { actors, festival, pages, plays, stages } from './data/theatre.data';
import { allLanguages, mixedLanguages, type SeedContext } from './seed-context';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Stages, actors, plays with their casts, the festival and the history page. Returns ids by slug. */
export async function seedTheatre(seed: SeedContext) {
  const { ctx } = seed;
  const theatre = seed.app.get(TheatreService);
  const festivals = seed.app.get(FestivalService);

  const stageIds = new Map<string, ID>();
  for (const stage of stages) {
    const created = await theatre.stages.create(ctx, {
      slug: stage.slug,
      capacity: stage.capacity,
      featuredAssetId: await seed.image('stages', stage.slug),
      translations: allLanguages({ name: stage.name, description: stage.description, address: stage.address }),
    });
    stageIds.set(stage.slug, created.id);
  }

  const actorIds = new Map<string, ID>();
  for (const actor of actors) {
    const created = await theatre.actors.create(ctx, {
      slug: actor.slug,
      memberSince: actor.memberSince,
      portraitId: await seed.image('actors', actor.slug),
      translations: mixedLanguages({ name: actor.name, summary: actor.summary, biography: actor.biography }),
    });
    actorIds.set(actor.slug, created.id);
  }

  const playIds = new Map<string, ID>();
  const playImageIds = new Map<string, ID>();
  for (const play of plays) {
    const gallery: ID[] = [];
    for (const n of range(play.galleryImages)) gallery.push(await seed.image('plays', `${play.slug}-${n}`));
    const created = await theatre.plays.create(
      ctx,
      {
        slug: play.slug,
        durationMinutes: play.durationMinutes,
        ageRating: play.ageRating,
        premiereYear: play.premiereYear,
        stageId: stageIds.get(play.stageSlug),
        featuredAssetId: gallery[0],
        translations: mixedLanguages({
          title: play.title,
          summary: play.summary,
          synopsis: play.synopsis,
          author: play.author,
          director: play.director,
        }),
      },
      (entity) => {
        entity.gallery = gallery.map((id) => ({ id }) as never);
      },
    );
    await theatre.setCast(
      ctx,
      created.id,
      play.cast.map((member) => ({
        actorId: required(actorIds, member.actorSlug),
        translations: allLanguages({ character: member.character }),
      })),
    );
    playIds.set(play.slug, created.id);
    playImageIds.set(play.slug, gallery[0]);
  }

  const festivalGallery: ID[] = [];
  for (const n of range(festival.galleryImages))
    festivalGallery.push(await seed.image('festival', `${festival.slug}-${n}`));
  const createdFestival = await festivals.festivals.create(
    ctx,
    {
      slug: festival.slug,
      featuredAssetId: festivalGallery[0],
      translations: mixedLanguages({
        name: festival.name,
        summary: festival.summary,
        description: festival.description,
      }),
    },
    (entity) => {
      entity.gallery = festivalGallery.map((id) => ({ id }) as never);
    },
  );
  await festivals.setEditions(
    ctx,
    createdFestival.id,
    festival.editions.map((edition) => ({
      year: edition.year,
      translations: mixedLanguages({ theme: edition.theme }),
      programme: edition.programme.map((item) => ({
        day: item.day,
        playId: item.playSlug ? required(playIds, item.playSlug) : null,
        translations: mixedLanguages({ title: item.title }),
      })),
    })),
  );

  for (const page of pages) {
    await theatre.pages.create(ctx, {
      slug: page.slug,
      translations: mixedLanguages({ title: page.title, summary: page.summary, body: page.body }),
    });
  }

  return { stageIds, actorIds, playIds, playImageIds };
}

export function required<V>(map: Map<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown "${key}"`);
  return value;
}
