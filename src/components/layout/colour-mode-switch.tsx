import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { applyColourMode, COLOUR_MODE_KEY, COLOUR_MODES, type ColourMode, isColourMode } from '~/lib/colour-mode';
import { m } from '~/paraglide/messages';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * System, light or dark; remembered in local storage and applied at once. Native radio
 * buttons (Tab into the group, arrow keys or Space choose) with CSS-only tooltips, so the
 * header needs no tooltip or toggle-group library (ADR 018). The tooltips repeat each
 * radio's accessible name, so they are hidden from assistive technology; Escape hides
 * them until the pointer or focus moves on (WCAG 1.4.13). On hover they fade in after
 * the seed's 700 ms (ADR 009), on keyboard focus at once.
 */
export function ColourModeSwitch() {
  const [mode, setMode] = useState<ColourMode>('system');
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    const stored = localStorage.getItem(COLOUR_MODE_KEY);
    if (isColourMode(stored)) setMode(stored);
  }, []);
  useEffect(() => {
    if (mode !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyColourMode('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [mode]);

  const labels: Record<ColourMode, string> = {
    system: m.colour_mode_system(),
    light: m.colour_mode_light(),
    dark: m.colour_mode_dark(),
  };
  const choose = (value: ColourMode) => {
    setMode(value);
    localStorage.setItem(COLOUR_MODE_KEY, value);
    applyColourMode(value);
  };
  return (
    <fieldset
      data-quiet={quiet ? '' : undefined}
      onKeyDown={(event) => event.key === 'Escape' && setQuiet(true)}
      onFocus={() => setQuiet(false)}
      onPointerEnter={() => setQuiet(false)}
      className="group/switch inline-flex rounded-md border border-[var(--border)]"
    >
      <legend className="sr-only">{m.colour_mode_label()}</legend>
      {COLOUR_MODES.map((value) => {
        const Icon = ICONS[value];
        return (
          <label
            key={value}
            className="group/item relative cursor-pointer p-1.5 has-checked:bg-[var(--muted)] has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="colour-mode"
              value={value}
              checked={mode === value}
              onChange={() => choose(value)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-4" />
            <span className="sr-only">{labels[value]}</span>
            <span
              aria-hidden
              className="pointer-events-none absolute top-full left-1/2 z-50 mt-1 hidden -translate-x-1/2 rounded bg-[var(--foreground)] px-2 py-1 text-xs whitespace-nowrap text-[var(--background)] transition-opacity delay-700 starting:opacity-0 group-hover/item:block group-has-focus-visible/item:block group-has-focus-visible/item:delay-0 group-data-quiet/switch:invisible"
            >
              {labels[value]}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
