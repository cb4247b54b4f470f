import { Button, Input, Label } from '@vendure/dashboard';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { newRowKey } from './kept-rows';
import { EntitySelect, FormError, type RowsRule, RowText } from './theatre-form';
import { useTheatreChoices } from './theatre-queries';

/** A number input bound to a row's field, as a number. */
function RowNumber({ name, label }: { name: string; label: string }) {
  const form = useFormContext();
  const value = form.watch(name);
  return (
    <Input
      type="number"
      aria-label={label}
      placeholder={label}
      value={value ?? ''}
      onChange={(event) =>
        form.setValue(name, event.target.value === '' ? null : event.target.valueAsNumber, {
          shouldDirty: true,
          shouldValidate: true,
        })
      }
    />
  );
}

function Programme({ edition }: { edition: number }) {
  const form = useFormContext();
  const { plays } = useTheatreChoices();
  const items = useFieldArray({ control: form.control, name: `editions.${edition}.programme` });
  return (
    <div className="space-y-2 pl-4">
      <Label>Programme</Label>
      {items.fields.map((row, index) => {
        const path = `editions.${edition}.programme.${index}`;
        const n = `${edition + 1}.${index + 1}`;
        return (
          <div
            key={row.id}
            className="grid grid-cols-[5rem_2fr_1fr_auto] items-center gap-2"
            data-testid="programme-row"
          >
            <RowNumber name={`${path}.day`} label={`Day of item ${n}`} />
            <RowText path={path} field="title" label={`Title of item ${n}`} />
            <EntitySelect
              label={`Play of item ${n}`}
              value={form.watch(`${path}.playId`)}
              onChange={(id) => form.setValue(`${path}.playId`, id, { shouldDirty: true })}
              options={plays}
              blank="Not a play of the repertoire"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove item ${n}`}
              onClick={() => items.remove(index)}
            >
              <Trash2 className="h-4 w-4" />
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => items.append({ key: newRowKey(), day: items.fields.length + 1, playId: null, translations: [] })}
      >
        Add a programme item
      </Button>
    </div>
  );
}

/**
 * A festival's editions, newest first as visitors see them: the year, its theme (in the
 * content language) and its day-by-day programme. Saving replaces them all. Rows added
 * here get keys of their own, by which their texts are kept through the Dashboard's resets.
 */
export function EditionsEditor() {
  const form = useFormContext();
  const editions = useFieldArray({ control: form.control, name: 'editions' });
  return (
    <div className="space-y-6">
      {editions.fields.map((row, index) => (
        <fieldset key={row.id} className="space-y-2 rounded-md border p-3" aria-label={`Edition ${index + 1}`}>
          <div className="grid grid-cols-[8rem_1fr_auto] items-center gap-2">
            <RowNumber name={`editions.${index}.year`} label={`Year of edition ${index + 1}`} />
            <RowText path={`editions.${index}`} field="theme" label={`Theme of edition ${index + 1}`} />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove edition ${index + 1}`}
              onClick={() => editions.remove(index)}
            >
              <Trash2 className="h-4 w-4" />
            </Button>
          </div>
          <Programme edition={index} />
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          editions.prepend({ key: newRowKey(), year: new Date().getFullYear(), translations: [], programme: [] })
        }
      >
        Add an edition
      </Button>
      <FormError name="editions" />
    </div>
  );
}

type Texts = Array<Record<string, string | undefined>> | undefined;
type Edition = {
  year?: number | null;
  translations?: Texts;
  programme?: Array<{ day?: number | null; translations?: Texts }>;
};

const unwritten = (texts: Texts, field: string) =>
  (texts ?? []).length === 0 || (texts ?? []).some((t) => (t[field] ?? '').trim() === '');

/** Every edition needs a year and a theme; every programme item a day from 1 and a title. */
export const editionsRule: RowsRule = {
  field: 'editions',
  problems: (value) =>
    ((value ?? []) as Edition[]).flatMap((edition, e) => [
      ...(Number.isInteger(edition.year) ? [] : [`Edition ${e + 1} needs a year.`]),
      ...(unwritten(edition.translations, 'theme')
        ? [`Edition ${e + 1} needs its theme in each language it has.`]
        : []),
      ...(edition.programme ?? []).flatMap((item, i) => [
        ...(Number.isInteger(item.day) && (item.day ?? 0) >= 1
          ? []
          : [`Item ${e + 1}.${i + 1} needs a day (1 or more).`]),
        ...(unwritten(item.translations, 'title')
          ? [`Item ${e + 1}.${i + 1} needs its title in each language it has.`]
          : []),
      ]),
    ]),
};
