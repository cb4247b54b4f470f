/**
 * Price zones' colours on the seat map and in its key. From the Okabe–Ito set, which
 * stays distinct for the common colour-vision deficiencies, darkened for the light theme
 * and lightened for the dark one so each outline keeps 3 : 1 against the page (WCAG
 * 1.4.11); zone-palette.test.ts checks it. Colour is never the only sign: the key names
 * each zone, and every seat says its zone.
 */

export interface ZoneColour {
  /** The outline and the filled "yours" seat: 3 : 1 or more against the theme's background. */
  solid: string;
  /** A free seat's fill, a light wash of the same hue. */
  tint: string;
}

export interface ZoneSwatch {
  light: ZoneColour;
  dark: ZoneColour;
}

export const ZONE_PALETTE: readonly ZoneSwatch[] = [
  { light: { solid: '#0066a1', tint: '#d4e8f5' }, dark: { solid: '#56b4e9', tint: '#1d3a4c' } },
  { light: { solid: '#b34700', tint: '#f8dcc8' }, dark: { solid: '#f0894a', tint: '#4a2a16' } },
  { light: { solid: '#00795a', tint: '#cdeee2' }, dark: { solid: '#3fcf9f', tint: '#163f32' } },
  { light: { solid: '#9c3d7a', tint: '#f2d6e8' }, dark: { solid: '#e39ccb', tint: '#46253b' } },
  { light: { solid: '#8a6100', tint: '#f5e6bf' }, dark: { solid: '#e8c040', tint: '#40351a' } },
  { light: { solid: '#4a4a9c', tint: '#dcdcf2' }, dark: { solid: '#a3a3f0', tint: '#2a2a4a' } },
];

/** The theme backgrounds of src/styles.css (oklch 0.99 / 0.17) in sRGB, for the contrast test. */
export const THEME_BACKGROUNDS = { light: '#fcfbf8', dark: '#1a1513' } as const;

/** Each zone's colours by its code, in the plan's order (the first zone is always blue). */
export function zoneSwatches(zones: ReadonlyArray<{ code: string }>): ReadonlyMap<string, ZoneSwatch> {
  return new Map(
    zones.map((zone, i) => [zone.code, ZONE_PALETTE[i % ZONE_PALETTE.length] ?? (ZONE_PALETTE[0] as ZoneSwatch)]),
  );
}

/**
 * The swatch as CSS custom properties on a zone's element: the SVG's classes pick the
 * light or the dark pair, so the colours follow the site's colour mode without JavaScript.
 */
export function zoneStyle(swatch: ZoneSwatch | undefined): Record<string, string> {
  const s = swatch ?? (ZONE_PALETTE[0] as ZoneSwatch);
  return {
    '--zone-solid-light': s.light.solid,
    '--zone-tint-light': s.light.tint,
    '--zone-solid-dark': s.dark.solid,
    '--zone-tint-dark': s.dark.tint,
  };
}
