import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { m } from '~/paraglide/messages';
import { overwriteGetLocale } from '~/paraglide/runtime';
import { FestivalView } from './festival-view';

type Festival = Parameters<typeof FestivalView>[0]['festival'];

/**
 * Issue 30: empty sections disappear. The storefront routes only the seeded festival, so a
 * festival without editions cannot be made and opened in a browser test; its view is
 * rendered here instead.
 */
describe('a festival without editions', () => {
  it('shows no programme heading and no edition, in bg and en', () => {
    for (const language of ['bg', 'en'] as const) {
      overwriteGetLocale(() => language);
      const festival = {
        name: 'Festival',
        summary: 'Soon.',
        description: '<p>Soon.</p>',
        gallery: [],
        editions: [],
      } as unknown as Festival;
      const html = renderToString(<FestivalView festival={festival} language={language} />);
      expect(html).toContain('Festival');
      expect(html).not.toContain(m.festival_programme());
      expect(html).not.toContain('<h2');
      expect(html).not.toContain('<h3');
    }
  });
});
