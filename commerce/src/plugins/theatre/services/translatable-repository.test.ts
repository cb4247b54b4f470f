import type { Translatable, Translated } from '@vendure/core';
import { describe, expect, it } from 'vitest';
import { doorTexts } from '../../tickets/dashboard/door-texts';
import { withNames } from './translatable-repository';

/** A play as Vendure's translator hands it over in German: the German row, whose title was saved empty. */
function germanPlay(translations: Array<{ languageCode: string; title: string; summary: string }>) {
  const entity = { id: 1, slug: 'chayka', translations } as unknown as Translatable;
  const german = translations.find((t) => t.languageCode === 'de');
  const translated = {
    ...entity,
    title: german?.title ?? '',
    summary: german?.summary ?? '',
  } as unknown as Translated<Translatable>;
  return { entity, translated };
}

describe('withNames (ADR 056)', () => {
  it('fills a name left empty in the language from en, then bg, never the slug; other texts stay', () => {
    const { entity, translated } = germanPlay([
      { languageCode: 'de', title: '', summary: '' },
      { languageCode: 'bg', title: 'Чайка', summary: 'Комедия' },
      { languageCode: 'en', title: 'The Seagull', summary: 'A comedy' },
    ]);
    const play = withNames(translated, entity, 'de') as unknown as { title: string; summary: string };
    expect(play.title).toBe('The Seagull');
    expect(play.summary).toBe('');
  });

  it('gives the door and the email a real title for a play written in Bulgarian only', () => {
    const { entity, translated } = germanPlay([{ languageCode: 'bg', title: 'Чайка', summary: '' }]);
    const play = withNames(translated, entity, 'en') as unknown as { title: string };
    // What the check-in page shows of an admitted ticket (door-texts.ts).
    expect(doorTexts.answers.ticket(1, 2, play.title)).toBe('Ticket 1 of 2 · Чайка');
  });

  it('keeps the name of the language asked for when it has one', () => {
    const { entity, translated } = germanPlay([
      { languageCode: 'de', title: 'Die Möwe', summary: '' },
      { languageCode: 'bg', title: 'Чайка', summary: '' },
    ]);
    expect((withNames(translated, entity, 'de') as unknown as { title: string }).title).toBe('Die Möwe');
  });
});
