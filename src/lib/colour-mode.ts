/** Colour mode: follow the system, or a fixed light or dark, kept in local storage. */
export const COLOUR_MODES = ['system', 'light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];
export const COLOUR_MODE_KEY = 'foyer-color-mode';

export function isColourMode(value: unknown): value is ColourMode {
  return typeof value === 'string' && (COLOUR_MODES as readonly string[]).includes(value);
}

/** Whether the page should be dark for a stored mode and the system's preference. */
export function isDark(mode: ColourMode, systemPrefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && systemPrefersDark);
}

/**
 * Runs in <head> before the first paint, so a dark page never flashes light. Kept
 * tiny and dependency-free; it mirrors isDark() above.
 */
export const COLOUR_MODE_SCRIPT = `(function(){try{var m=localStorage.getItem('${COLOUR_MODE_KEY}');var d=m==='dark'||(m!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})()`;

/**
 * Marks the page as one that runs scripts, before the first paint: the styles show what
 * only a script could open (the phone's menu) when this class is missing.
 */
export const JS_CLASS_SCRIPT = `document.documentElement.classList.add('js');`;

export function applyColourMode(mode: ColourMode) {
  const dark = isDark(mode, window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
