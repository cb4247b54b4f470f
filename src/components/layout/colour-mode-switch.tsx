import { Monitor, Moon, Sun } from 'lucide-react';
import { ToggleGroup, Tooltip } from 'radix-ui';
import { useEffect, useState } from 'react';
import { applyColourMode, COLOUR_MODE_KEY, type ColourMode, isColourMode } from '~/lib/colour-mode';
import { m } from '~/paraglide/messages';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** System, light or dark; remembered in local storage and applied at once. */
export function ColourModeSwitch() {
  const [mode, setMode] = useState<ColourMode>('system');
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
  return (
    <ToggleGroup.Root
      type="single"
      value={mode}
      onValueChange={(value) => {
        if (!isColourMode(value)) return;
        setMode(value);
        localStorage.setItem(COLOUR_MODE_KEY, value);
        applyColourMode(value);
      }}
      aria-label={m.colour_mode_label()}
      className="inline-flex rounded-md border border-[var(--border)]"
    >
      {(Object.keys(ICONS) as ColourMode[]).map((value) => {
        const Icon = ICONS[value];
        return (
          <Tooltip.Root key={value}>
            <Tooltip.Trigger asChild>
              <ToggleGroup.Item
                value={value}
                aria-label={labels[value]}
                className="p-1.5 data-[state=on]:bg-[var(--muted)] focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <Icon aria-hidden className="size-4" />
              </ToggleGroup.Item>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                sideOffset={4}
                className="rounded bg-[var(--foreground)] px-2 py-1 text-xs text-[var(--background)]"
              >
                {labels[value]}
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        );
      })}
    </ToggleGroup.Root>
  );
}
