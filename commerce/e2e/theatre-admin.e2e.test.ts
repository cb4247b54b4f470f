import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './graphql-client';

let admin: TestClient;
let shop: TestClient;
beforeAll(async () => {
  admin = new TestClient(inject('adminApiUrl'));
  shop = new TestClient(inject('shopApiUrl'));
  await admin.loginAsSuperadmin();
});

const CREATE_PLAY = adminGraphql(`mutation ($input: CreatePlayInput!) {
  createPlay(input: $input) { id slug title cast { character actor { slug } } }
}`);

describe('theatre Admin API', () => {
  it('refuses to create content without the CreateTheatre permission', async () => {
    const anonymous = new TestClient(inject('adminApiUrl'));
    const { errors } = await anonymous.raw(CREATE_PLAY, {
      input: {
        slug: 'forbidden-play',
        durationMinutes: 60,
        ageRating: '12+',
        premiereYear: 2026,
        translations: [{ languageCode: 'en', title: 'X', summary: 'X', synopsis: 'X', author: 'X', director: 'X' }],
      },
    });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('creates, updates and deletes a play, visible in the Shop API in each language', async () => {
    const { actors } = await admin.query(adminGraphql(`query { actors(options: { take: 1 }) { items { id slug } } }`));
    const actor = actors.items[0];
    const { createPlay } = await admin.query(CREATE_PLAY, {
      input: {
        slug: 'the-bald-soprano',
        durationMinutes: 75,
        ageRating: '14+',
        premiereYear: 2026,
        translations: [
          {
            languageCode: 'en',
            title: 'The Bald Soprano',
            summary: 'Absurd.',
            synopsis: 'A couple.',
            author: 'Eugène Ionesco',
            director: 'Test',
          },
          {
            languageCode: 'bg',
            title: 'Плешивата певица',
            summary: 'Абсурд.',
            synopsis: 'Двойка.',
            author: 'Йожен Йонеско',
            director: 'Тест',
          },
        ],
        cast: [{ actorId: actor.id, translations: [{ languageCode: 'en', character: 'Mrs Smith' }] }],
      },
    });
    expect(createPlay.slug).toBe('the-bald-soprano');
    expect(createPlay.cast).toEqual([{ character: 'Mrs Smith', actor: { slug: actor.slug } }]);

    const bg = await shop.query(shopGraphql(`query { play(slug: "the-bald-soprano") { title } }`), {}, 'bg');
    const fr = await shop.query(shopGraphql(`query { play(slug: "the-bald-soprano") { title } }`), {}, 'fr');
    expect(bg.play!.title).toBe('Плешивата певица');
    expect(fr.play!.title).toBe('The Bald Soprano');

    await admin.query(adminGraphql(`mutation ($input: UpdatePlayInput!) { updatePlay(input: $input) { id } }`), {
      input: {
        id: createPlay.id,
        durationMinutes: 80,
        translations: [{ languageCode: 'fr', title: 'La Cantatrice chauve' }],
      },
    });
    const updated = await shop.query(
      shopGraphql(`query { play(slug: "the-bald-soprano") { title durationMinutes } }`),
      {},
      'fr',
    );
    expect(updated.play).toEqual({ title: 'La Cantatrice chauve', durationMinutes: 80 });

    const { deletePlay } = await admin.query(adminGraphql(`mutation ($id: ID!) { deletePlay(id: $id) { result } }`), {
      id: createPlay.id,
    });
    expect(deletePlay.result).toBe('DELETED');
    expect((await shop.query(shopGraphql(`query { play(slug: "the-bald-soprano") { id } }`))).play).toBeNull();
  });

  it('creates a stage and a performance that the Shop API lists as upcoming', async () => {
    const { createStage } = await admin.query(
      adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
      {
        input: {
          slug: 'garden-stage',
          capacity: 80,
          translations: [{ languageCode: 'en', name: 'Garden Stage', description: 'Open air.', address: 'Plovdiv' }],
        },
      },
    );
    const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id slug } } }`));
    const startsAt = new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString();
    const { createPerformance } = await admin.query(
      adminGraphql(
        `mutation ($input: CreatePerformanceInput!) { createPerformance(input: $input) { id startsAt stage { slug } play { slug } } }`,
      ),
      { input: { playId: plays.items[0].id, stageId: createStage.id, startsAt } },
    );
    expect(createPerformance.stage.slug).toBe('garden-stage');
    const { performances } = await shop.query(
      shopGraphql(`query { performances(options: { take: 100 }) { items { id } } }`),
    );
    expect(performances.items.map((p) => p.id)).toContain(createPerformance.id);

    await admin.query(adminGraphql(`mutation ($id: ID!) { deletePerformance(id: $id) { result } }`), {
      id: createPerformance.id,
    });
    await admin.query(adminGraphql(`mutation ($id: ID!) { deleteStage(id: $id) { result } }`), { id: createStage.id });
    const after = await shop.query(shopGraphql(`query { stages { totalItems } }`));
    expect(after.stages.totalItems).toBe(3);
  });

  it('rejects a play without any translation', async () => {
    const { errors } = await admin.raw(CREATE_PLAY, {
      input: { slug: 'empty', durationMinutes: 60, ageRating: '0+', premiereYear: 2026, translations: [] },
    });
    expect(errors?.[0]?.message).toMatch(/translation/i);
  });

  it('gives the Dashboard every language of a play, its cast and a festival edition', async () => {
    const { plays } = await admin.query(
      adminGraphql(`query { plays(options: { take: 1, sort: { id: ASC } }) { items { id } } }`),
    );
    const { play } = await admin.query(
      adminGraphql(
        `query ($id: ID!) { play(id: $id) { translations { languageCode title } cast { translations { languageCode character } } } }`,
      ),
      { id: plays.items[0].id },
    );
    expect(play!.translations.map((t) => t.languageCode).sort()).toEqual(['bg', 'de', 'en', 'es', 'fr', 'it', 'pt_BR']);
    expect(play!.cast[0].translations.map((t) => t.languageCode)).toEqual(expect.arrayContaining(['bg', 'en']));
    const { festivals } = await admin.query(
      adminGraphql(
        `query { festivals { items { translations { languageCode } editions { translations { languageCode theme } programme { translations { title } } } } } }`,
      ),
    );
    expect(festivals.items[0].editions[0].translations.length).toBeGreaterThanOrEqual(2);
  });

  it('searches and sorts plays by their title in the requested language', async () => {
    const { plays } = await admin.query(
      adminGraphql(`query { plays(options: { take: 1, sort: { id: ASC } }) { items { id title } } }`),
      {},
      'bg',
    );
    const { id, title } = plays.items[0];
    const part = title.slice(1, 6);
    const found = await admin.query(
      adminGraphql(
        `query ($part: String!) { plays(options: { filter: { title: { contains: $part } } }) { items { id title } } }`,
      ),
      { part },
      'bg',
    );
    expect(found.plays.items.map((p) => p.id)).toContain(id);
    expect(found.plays.items.every((p) => p.title.includes(part))).toBe(true);
    const order = async (direction: 'ASC' | 'DESC') =>
      (
        await admin.query(
          adminGraphql(
            `query ($direction: SortOrder!) { plays(options: { sort: { title: $direction }, take: 100 }) { items { id } } }`,
          ),
          { direction },
        )
      ).plays.items.map((p) => p.id);
    const ascending = await order('ASC');
    expect(ascending.length).toBeGreaterThanOrEqual(8);
    expect(await order('DESC')).toEqual([...ascending].reverse());
  });

  it('names what refers to a play and refuses to delete one with upcoming performances', async () => {
    const { performances } = await admin.query(
      adminGraphql(`query { performances(options: { take: 100 }) { items { startsAt play { id title } } } }`),
    );
    const upcoming = performances.items.find((p) => new Date(p.startsAt) > new Date())!;
    const { theatreReferences } = await admin.query(
      adminGraphql(`query ($id: ID!) { theatreReferences(entity: PLAY, id: $id) { type name blocksDeletion } }`),
      { id: upcoming.play.id },
    );
    expect(theatreReferences).toContainEqual(
      expect.objectContaining({ type: 'Upcoming performance', blocksDeletion: true }),
    );
    expect(theatreReferences).toContainEqual(expect.objectContaining({ type: 'Role', blocksDeletion: false }));
    expect(theatreReferences.find((r) => r.type === 'Upcoming performance')!.name).toContain(upcoming.play.title);

    const { deletePlay } = await admin.query(
      adminGraphql(`mutation ($id: ID!) { deletePlay(id: $id) { result message } }`),
      {
        id: upcoming.play.id,
      },
    );
    expect(deletePlay.result).toBe('NOT_DELETED');
    expect(deletePlay.message).toMatch(/upcoming performance.*Cancel or delete them first/);
    const { play } = await admin.query(adminGraphql(`query ($id: ID!) { play(id: $id) { id } }`), {
      id: upcoming.play.id,
    });
    expect(play!.id).toBe(upcoming.play.id);
  });

  it('names the roles of an actor and the storefront route of the history page', async () => {
    const { actors } = await admin.query(
      adminGraphql(`query { actors(options: { take: 1, sort: { id: ASC } }) { items { id } } }`),
    );
    const { theatreReferences: roles } = await admin.query(
      adminGraphql(`query ($id: ID!) { theatreReferences(entity: ACTOR, id: $id) { type name blocksDeletion } }`),
      { id: actors.items[0].id },
    );
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((r) => r.type === 'Role' && / in /.test(r.name) && !r.blocksDeletion)).toBe(true);
    const { theatrePages } = await admin.query(adminGraphql(`query { theatrePages { items { id slug } } }`));
    const history = theatrePages.items.find((p) => p.slug === 'history')!;
    const { theatreReferences: routes } = await admin.query(
      adminGraphql(`query ($id: ID!) { theatreReferences(entity: PAGE, id: $id) { type name } }`),
      { id: history.id },
    );
    expect(routes.map((r) => r.name)).toEqual([
      '/about/history-bg (and its translations)',
      '/about/history-en (and its translations)',
    ]);
  });
});
