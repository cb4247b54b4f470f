import { PLAN_LANGUAGES, type PlanLanguage, type PriceZone, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { Button, Input, Label, toast } from '@vendure/dashboard';
import { useState } from 'react';
import { zoneColour } from '../../../dashboard-kit/seating/seat-glyphs';
import { addZone, removeZone, updateZone, zoneSizes } from './plan-edits';

const LANGUAGE_NAMES: Record<PlanLanguage, string> = {
  bg: 'Bulgarian',
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  pt_BR: 'Portuguese (Brazil)',
};

/**
 * The plan's price zones: a code and a name in Bulgarian and English (the other five
 * languages behind "All languages"; left empty they fall back to English). Read-only
 * staff see the list without fields.
 */
export function ZonesEditor({
  plan,
  canEdit,
  onChange,
}: {
  plan: SeatPlan;
  canEdit: boolean;
  onChange: (plan: SeatPlan) => void;
}) {
  const [allLanguages, setAllLanguages] = useState(false);
  const sizes = zoneSizes(plan);
  const languages = allLanguages ? PLAN_LANGUAGES : (['bg', 'en'] as const);
  const set = (zone: PriceZone, next: Partial<PriceZone>) =>
    onChange(updateZone(plan, zone.code, { ...zone, ...next }));
  const setName = (zone: PriceZone, language: PlanLanguage, value: string) => {
    const name = { ...zone.name, [language]: value };
    if (value === '' && language !== 'bg' && language !== 'en') delete name[language];
    set(zone, { name });
  };

  if (!canEdit) {
    return (
      <ul className="grid gap-1 text-sm">
        {plan.zones.map((zone, i) => (
          <li key={zone.code} className="flex items-center gap-2">
            <span
              className="inline-block size-3 rounded-full"
              style={{ background: zoneColour(i) }}
              aria-hidden="true"
            />
            {zone.code}: {zone.name.en} / {zone.name.bg} ({sizes.get(zone.code) ?? 0} seats)
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="grid gap-4">
      {plan.zones.map((zone, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the code is being edited, so only the place keeps the field focused
        <fieldset key={i} className="grid gap-2 rounded-md border p-3 md:grid-cols-4">
          <legend className="flex items-center gap-2 px-1 text-sm font-medium">
            <span
              className="inline-block size-3 rounded-full"
              style={{ background: zoneColour(i) }}
              aria-hidden="true"
            />
            Zone {zone.code} ({sizes.get(zone.code) ?? 0} seats)
          </legend>
          <div className="grid gap-1">
            <Label htmlFor={`zone-${i}-code`}>Code</Label>
            <Input
              id={`zone-${i}-code`}
              value={zone.code}
              maxLength={8}
              onChange={(event) => {
                const code = event.target.value.trim().toUpperCase();
                if (code && !plan.zones.some((other) => other !== zone && other.code === code)) set(zone, { code });
              }}
            />
          </div>
          {languages.map((language) => (
            <div key={language} className="grid gap-1">
              <Label htmlFor={`zone-${i}-${language}`}>Name in {LANGUAGE_NAMES[language]}</Label>
              <Input
                id={`zone-${i}-${language}`}
                value={zone.name[language] ?? ''}
                required={language === 'bg' || language === 'en'}
                onChange={(event) => setName(zone, language, event.target.value)}
              />
            </div>
          ))}
          <div className="flex items-end">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                const result = removeZone(plan, zone.code);
                if ('problem' in result) toast.error('The zone was not removed', { description: result.problem });
                else onChange(result.plan);
              }}
            >
              Remove zone {zone.code}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="button" variant="outline" onClick={() => onChange(addZone(plan))}>
          Add a zone
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={allLanguages} onChange={(event) => setAllLanguages(event.target.checked)} />
          All languages (the five others fall back to English when empty)
        </label>
      </div>
    </div>
  );
}
