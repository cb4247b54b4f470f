import { Button } from '@vendure/dashboard';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { newRowKey } from './kept-rows';
import { EntitySelect, FormError, type RowsRule, RowText } from './theatre-form';
import { useTheatreChoices } from './theatre-queries';

/**
 * A play's cast in billing order: each row an actor and the role's name (in the content
 * language). Saving replaces the whole cast (updatePlay's `cast`). A row added here gets a
 * key of its own, by which its texts are kept through the Dashboard's resets.
 */
export function CastEditor() {
  const form = useFormContext();
  const { actors } = useTheatreChoices();
  const cast = useFieldArray({ control: form.control, name: 'cast' });
  return (
    <fieldset className="space-y-3" aria-label="Cast">
      {cast.fields.length === 0 ? <p className="text-sm text-muted-foreground">No one is cast yet.</p> : null}
      {cast.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2" data-testid="cast-row">
          <EntitySelect
            label={`Actor ${index + 1}`}
            value={form.watch(`cast.${index}.actorId`)}
            onChange={(id) =>
              form.setValue(`cast.${index}.actorId`, id ?? '', { shouldDirty: true, shouldValidate: true })
            }
            options={actors}
            blank="Choose an actor"
          />
          <RowText path={`cast.${index}`} field="character" label={`Role ${index + 1}`} />
          <div className="flex gap-1">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Move role ${index + 1} up`}
              disabled={index === 0}
              onClick={() => cast.move(index, index - 1)}
            >
              <ArrowUp className="h-4 w-4" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Move role ${index + 1} down`}
              disabled={index === cast.fields.length - 1}
              onClick={() => cast.move(index, index + 1)}
            >
              <ArrowDown className="h-4 w-4" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove role ${index + 1}`}
              onClick={() => cast.remove(index)}
            >
              <Trash2 className="h-4 w-4" />
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() => cast.append({ key: newRowKey(), actorId: '', translations: [] })}
      >
        Add a role
      </Button>
      <FormError name="cast" />
    </fieldset>
  );
}

type Role = { actorId?: string | null; translations?: Array<{ languageCode?: string; character?: string }> };

/** Every role needs an actor, and its name in each language it is written in. */
export const castRule: RowsRule = {
  field: 'cast',
  problems: (value) =>
    ((value ?? []) as Role[]).flatMap((role, index) => [
      ...(role.actorId ? [] : [`Role ${index + 1} needs an actor.`]),
      ...((role.translations ?? []).length === 0 ? [`Role ${index + 1} needs its name.`] : []),
      ...(role.translations ?? [])
        .filter((t) => (t.character ?? '').trim() === '')
        .map((t) => `Role ${index + 1} needs its name in ${t.languageCode}.`),
    ]),
};
