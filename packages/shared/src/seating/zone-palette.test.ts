import { describe, expect, it } from 'vitest';
import { THEME_BACKGROUNDS, ZONE_PALETTE, zoneStyle, zoneSwatches } from './zone-palette.ts';

/** WCAG's relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the zone palette', () => {
  it.each(['light', 'dark'] as const)(
    'keeps each outline at 3 : 1 against the %s background and its own tint',
    (mode) => {
      for (const swatch of ZONE_PALETTE) {
        const { solid, tint } = swatch[mode];
        expect(contrast(solid, THEME_BACKGROUNDS[mode]), `${mode} ${solid}`).toBeGreaterThanOrEqual(3);
        // The outline is drawn on the tint: it must show there too.
        expect(contrast(solid, tint), `${mode} ${solid} on ${tint}`).toBeGreaterThanOrEqual(2.5);
      }
    },
  );

  it('gives every zone of a plan its own colour while the palette lasts, in the plan order', () => {
    const swatches = zoneSwatches([{ code: 'A' }, { code: 'B' }, { code: 'C' }]);
    expect(new Set(swatches.values()).size).toBe(3);
    expect(swatches.get('A')).toBe(ZONE_PALETTE[0]);
    expect(zoneStyle(swatches.get('B'))['--zone-solid-dark']).toBe(ZONE_PALETTE[1]?.dark.solid);
  });
});
