import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SeatStatus } from '~/lib/seating/seat-index';
import { testPlan } from '~/lib/seating/seat-plan.fixture';
import { overwriteGetLocale } from '~/paraglide/runtime';
import { BestAvailableForm } from './best-available-form';
import { SeatList } from './seat-list';
import { SeatMap } from './seat-map';
import { SeatPicker } from './seat-picker';

const zones = [
  { code: 'A', name: 'Zone A', priceWithTax: 3200 },
  { code: 'B', name: 'Zone B', priceWithTax: 2400 },
  { code: 'C', name: 'Zone C', priceWithTax: 1200 },
];
const states = new Map<string, SeatStatus>([
  ['stalls-A-2', { state: 'held', mine: true }],
  ['stalls-A-3', { state: 'held', mine: false }],
  ['stalls-A-4', { state: 'sold', mine: false }],
  ['stalls-A-5', { state: 'blocked', mine: false }],
  ['standing#1', { state: 'sold', mine: false }],
]);
const props = {
  plan: testPlan,
  zones,
  currencyCode: 'EUR',
  states,
  onToggle: () => {},
  language: 'en',
  locale: 'en' as const,
};

/** The seat with this key: its one element. */
const seatTag = (html: string, key: string) =>
  html.match(new RegExp(`<(?:circle|rect) data-seat="${key}"[^>]*>`))?.[0] ?? '';
/** How many seats each shared mark's path (one per area, ADR 070) draws, by mark: an "M" per stroke. */
const strokes = (html: string, mark: string) =>
  [...html.matchAll(new RegExp(`<path data-mark="${mark}"[^>]* d="([^"]*)"`, 'g'))].map(
    (match) => match[1]?.match(/M/g)?.length ?? 0,
  );

// The messages speak English here; rendering happens as each describe is collected.
overwriteGetLocale(() => 'en');

describe('SeatMap', () => {
  const html = renderToString(<SeatMap {...props} pendingKeys={new Set(['stalls-B-1'])} />);

  it('has one tab stop, on the first seat of the top row', () => {
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(seatTag(html, 'stalls-A-1')).toContain('tabindex="0"');
    expect(html.match(/role="checkbox"/g)).toHaveLength(20);
  });

  it('names every seat: area, row, seat, zone, price, state and features', () => {
    expect(seatTag(html, 'stalls-A-1')).toContain('aria-label="Stalls, row A, seat 1, Zone A, €32.00, free"');
    expect(seatTag(html, 'stalls-C-1')).toContain(
      'aria-label="Stalls, row C, seat 1, Zone B, €24.00, free, wheelchair space"',
    );
    expect(seatTag(html, 'stalls-C-2')).toContain('companion seat for a wheelchair user');
    expect(seatTag(html, 'stalls-C-4')).toContain('restricted view');
  });

  it('says which seats are yours and which cannot be chosen', () => {
    expect(seatTag(html, 'stalls-A-2')).toContain('aria-checked="true"');
    expect(seatTag(html, 'stalls-A-2')).not.toContain('aria-disabled');
    for (const key of ['stalls-A-3', 'stalls-A-4', 'stalls-A-5']) {
      expect(seatTag(html, key)).toContain('aria-disabled="true"');
      expect(seatTag(html, key)).toContain('aria-checked="false"');
    }
    expect(seatTag(html, 'stalls-B-1')).toContain('aria-busy="true"');
  });

  it('draws each seat as one element, its shape by its state, with marks for yours, sold, wheelchair, companion and restricted view', () => {
    const shapes = [...html.matchAll(/data-shape="(\w+)"/g)].map((match) => match[1]);
    expect(new Set(shapes)).toEqual(new Set(['free', 'mine', 'held', 'sold', 'blocked']));
    expect(html.match(/data-seat=/g)).toHaveLength(20);
    expect(seatTag(html, 'stalls-A-1')).toMatch(/^<circle /);
    expect(seatTag(html, 'stalls-A-5')).toMatch(/^<rect .* fill="url\(#/);
    expect(seatTag(html, 'stalls-C-1')).toMatch(/^<rect .* rx="0.14"/);
    // The wheelchair, companion and restricted-view marks belong to their seat and are drawn beside it.
    for (const [mark, key] of [
      ['wheelchair', 'stalls-C-1'],
      ['companion', 'stalls-C-2'],
      ['restricted', 'stalls-C-4'],
    ]) {
      expect(html).toMatch(
        new RegExp(`data-of="${key}" aria-hidden="true" pointer-events="none"[^>]*data-mark="${mark}"`),
      );
    }
  });

  it('draws the check, the cross and the stripes as one path per area, over the seats', () => {
    // Two reserved areas (stalls, balcony): in the stalls one seat yours, one sold,
    // one held by someone else.
    expect(strokes(html, 'check')).toEqual([1, 0]);
    expect(strokes(html, 'cross')).toEqual([2, 0]);
    expect(strokes(html, 'stripes')).toEqual([3, 0]);
    expect(seatTag(html, 'stalls-A-3')).toContain('data-shape="held"');
    expect(html).toMatch(/<path data-mark="stripes" aria-hidden="true" pointer-events="none"/);
  });

  it("writes the plan's names as text, never as markup", () => {
    const [stalls] = testPlan.areas;
    if (stalls?.kind !== 'reserved') throw new Error('fixture');
    const hostile = {
      ...testPlan,
      areas: [{ ...stalls, name: { en: 'Stalls' }, rows: [{ ...stalls.rows[0], label: '"><script>x</script>' }] }],
    } as typeof testPlan;
    const page = renderToString(<SeatMap {...props} plan={hostile} />);
    expect(page).not.toContain('<script>');
    expect(page).toContain('row &quot;&gt;&lt;script&gt;x&lt;/script&gt;, seat 1');
  });

  it('groups each run of seats in one zone, which sets its colours once', () => {
    // Rows A and B are zone A, row C zone B: two groups in the stalls, one on the balcony.
    expect(html.match(/<g class="seat-zone" style="--zone-solid-light:/g)).toHaveLength(3);
    expect(html).not.toContain('data-zone');
  });

  it('labels the stage, the zoom buttons and the unreserved area with its places left', () => {
    expect(html).toContain('>Stage</text>');
    expect(html).toContain('aria-label="Zoom in"');
    expect(html).toContain('aria-label="Show the whole hall"');
    expect(html).toContain('4 places left');
    expect(html).toMatch(/touch-action:pan-y/);
  });
});

describe('SeatList', () => {
  const html = renderToString(<SeatList {...props} />);

  it('offers a checkbox only for the seats that can be chosen or given back', () => {
    // 20 seats: the 3 taken by others have none.
    expect(html.match(/type="checkbox"/g)).toHaveLength(17);
    expect(html).toContain('<th scope="rowgroup" colSpan="4"');
    // Four columns: the seat with what matters about it, then its zone and price, then its state.
    expect(html).toContain(
      '<td>3 · aisle seat</td><td class="tabular-nums">Zone A · €32.00</td><td>held by someone else</td>',
    );
    expect(html).toContain('Stalls, row A');
  });
});

describe('SeatPicker', () => {
  it('shows the map, the key and your seats with a remove button for each', () => {
    const html = renderToString(<SeatPicker {...props} />);
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('role="status"');
    expect(html).toContain('Held by someone else');
    expect(html).toContain('aria-label="Remove Stalls, row A, seat 2"');
    expect(html).toContain('1 seat: €32.00');
  });
});

describe('BestAvailableForm', () => {
  it('is a form that posts its named fields without JavaScript', () => {
    const html = renderToString(
      <BestAvailableForm
        action="/seats/best"
        performanceId="7"
        zones={zones}
        currencyCode="EUR"
        locale="en"
        returnTo="/p"
      />,
    );
    const form = html.match(/<form[^>]*>/)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/seats/best"');
    for (const name of ['performanceId', 'locale', 'returnTo', 'count', 'wheelchair', 'zone', 'maxPrice']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('Zone A: €32.00');
  });

  it('marks the fields the server refused', () => {
    const html = renderToString(
      <BestAvailableForm action="/x" performanceId="7" zones={zones} currencyCode="EUR" errors={{ count: true }} />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Choose from 1 to 10 seats.');
  });
});
