import {
  EntityAssets,
  FormFieldWrapper,
  Input,
  Label,
  NativeSelect,
  NativeSelectOption,
  NumberInput,
  useLocalFormat,
  useServerConfig,
  useUserSettings,
} from '@vendure/dashboard';
import type { ReactNode } from 'react';
import { type Control, useFormContext } from 'react-hook-form';
import { useReadOnly } from './read-only';

/** Lower-case words of letters and digits joined by single hyphens, as the API checks them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A zod refinement context, as the Dashboard's form schema passes it to `superRefine`. */
interface Issues {
  addIssue(issue: { code: 'custom'; path: Array<string | number>; message: string }): void;
}

export interface Rule {
  /** The field's path in the form, e.g. `slug` or `durationMinutes`. */
  field: string;
  /** The plain-words message shown under the field when `ok` fails. */
  message: string;
  ok: (value: unknown) => boolean;
}

/** A rule on a list of rows (a cast, editions): one plain-words message per problem found. */
export interface RowsRule {
  field: string;
  problems: (value: unknown) => string[];
}

export const slugRule: Rule = {
  field: 'slug',
  message: 'Lower-case letters, digits and single hyphens, e.g. "the-seagull".',
  ok: (value) => typeof value === 'string' && SLUG.test(value),
};

/** A whole number within bounds. */
export const wholeNumber = (field: string, min: number, max: number, message: string): Rule => ({
  field,
  message,
  ok: (value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
});

/**
 * The validation of a theatre form, added to the schema the Dashboard makes from the
 * API's input type: each rule on its field, and the `required` texts in every language
 * written. The Dashboard's form carries a row for every language; a row counts as
 * written once it is saved (it has an id) or something is typed in it, and at least one
 * must be.
 */
export function validation(rules: Array<Rule | RowsRule>, required: string[], texts: string[]) {
  return (values: Record<string, unknown>, issues: Issues) => {
    for (const rule of rules) {
      const found =
        'problems' in rule ? rule.problems(values[rule.field]) : rule.ok(values[rule.field]) ? [] : [rule.message];
      for (const message of found) issues.addIssue({ code: 'custom', path: [rule.field], message });
    }
    const translations = (values.translations ?? []) as Array<Record<string, unknown>>;
    const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
    const saved = (id: unknown) => (typeof id === 'string' && id !== '') || typeof id === 'number';
    const written = translations
      .map((translation, index) => ({ translation, index }))
      .filter(({ translation }) => saved(translation.id) || texts.some((field) => filled(translation[field])));
    for (const { translation, index } of written) {
      for (const field of required) {
        if (!filled(translation[field])) {
          issues.addIssue({
            code: 'custom',
            path: ['translations', index, field],
            message: 'Needed in this language.',
          });
        }
      }
    }
    if (written.length === 0) {
      issues.addIssue({ code: 'custom', path: ['translations'], message: 'Write the texts in at least one language.' });
    }
  };
}

/**
 * A text left out of a translation is filled by the API from the English one (or any
 * other) when there is one; when no translation has it, it is sent empty, which the API
 * takes, rather than refused as missing.
 */
export function withTextDefaults<T extends { translations?: unknown }>(input: T, fields: string[]): T {
  const translations = (input.translations ?? []) as Array<Record<string, unknown>>;
  const missingEverywhere = fields.filter((field) =>
    translations.every((t) => t[field] === undefined || t[field] === null),
  );
  return {
    ...input,
    translations: translations.map((translation) => {
      const filled = { ...translation };
      for (const field of missingEverywhere) filled[field] = '';
      return filled;
    }),
  };
}

/**
 * Which language the page's texts are typed in: the Dashboard's content language, chosen
 * here. The languages with texts typed and not saved yet (`written`) are marked, and
 * named when another one is shown, so a switch (even one the Dashboard makes by itself
 * while it loads the user's settings) never looks like lost typing.
 */
export function TextLanguage({ written = [] }: { written?: readonly string[] }) {
  const { settings, setContentLanguage } = useUserSettings();
  const { formatLanguageName } = useLocalFormat();
  const languages = useServerConfig()?.availableLanguages ?? [];
  const elsewhere = written.filter((code) => code !== settings.contentLanguage);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Label htmlFor="theatre-text-language">Language of the texts</Label>
      <NativeSelect
        id="theatre-text-language"
        value={settings.contentLanguage}
        onChange={(event) => setContentLanguage(event.target.value)}
      >
        {languages.map((code) => (
          <NativeSelectOption key={code} value={code}>
            {formatLanguageName(code)}
            {written.includes(code) ? ' (typed, not saved)' : ''}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      {elsewhere.length > 0 ? (
        <span role="status" className="text-muted-foreground">
          Also typed, kept until you save: {elsewhere.map((code) => formatLanguageName(code)).join(', ')}.
        </span>
      ) : null}
    </div>
  );
}

export function SlugField({ control }: { control: Control<any> }) {
  return (
    <FormFieldWrapper
      control={control}
      name="slug"
      label="Slug (the address on the website)"
      render={({ field }) => <Input {...field} value={field.value ?? ''} />}
    />
  );
}

export function NumberField({ control, name, label }: { control: Control<any>; name: string; label: ReactNode }) {
  return (
    <FormFieldWrapper control={control} name={name} label={label} render={({ field }) => <NumberInput {...field} />} />
  );
}

/** A `<select>` of other theatre entities, by id; `blank` names the empty choice when there is one. */
export function EntitySelect({
  value,
  onChange,
  options,
  blank,
  label,
}: {
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  options: Array<{ id: string; name: string }>;
  blank?: string;
  label: string;
}) {
  return (
    <NativeSelect aria-label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
      {blank !== undefined ? <NativeSelectOption value="">{blank}</NativeSelectOption> : null}
      {options.map((option) => (
        <NativeSelectOption key={option.id} value={option.id}>
          {option.name}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}

/**
 * The pictures of an entity, picked from Vendure's assets: a featured one and a gallery,
 * or with `single` just the one picture (a stage's photo). `featured` names the input
 * field that holds the featured picture (an actor's portrait).
 */
export function PicturesField({
  entity,
  featured = 'featuredAssetId',
  single = false,
}: {
  entity: { featuredAsset?: any; portrait?: any; gallery?: any[] } | null | undefined;
  featured?: 'featuredAssetId' | 'portraitId';
  single?: boolean;
}) {
  const form = useFormContext();
  const featuredAsset = featured === 'portraitId' ? entity?.portrait : entity?.featuredAsset;
  const featuredId = form.watch(featured);
  const readOnly = useReadOnly();
  return (
    <EntityAssets
      compact
      updatePermissions={!readOnly}
      multiSelect={!single}
      assets={single ? (featuredAsset ? [featuredAsset] : []) : entity?.gallery}
      featuredAsset={featuredAsset}
      value={{
        featuredAssetId: featuredId,
        assetIds: single ? (featuredId ? [featuredId] : []) : form.watch('galleryIds'),
      }}
      onChange={(change) => {
        const chosen = change.featuredAssetId ?? change.assetIds?.[0] ?? null;
        form.setValue(featured, chosen, { shouldDirty: true });
        if (!single) form.setValue('galleryIds', change.assetIds ?? [], { shouldDirty: true });
      }}
    />
  );
}

/**
 * One text of a row inside the form (a role's name, an edition's theme): typed in the
 * content language; the row's other languages are kept as they are. A language the row
 * has no translation in yet gets one at the next index, so the change names that
 * translation (kept-rows.ts keeps what was typed by it).
 */
export function RowText({ path, field, label }: { path: string; field: string; label: string }) {
  const form = useFormContext();
  const { contentLanguage } = useUserSettings().settings;
  const translations = (form.watch(`${path}.translations`) ?? []) as Array<Record<string, string>>;
  const index = translations.findIndex((t) => t.languageCode === contentLanguage);
  const value = index >= 0 ? (translations[index]?.[field] ?? '') : '';
  return (
    <Input
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => {
        const text = event.target.value;
        if (index >= 0) form.setValue(`${path}.translations.${index}.${field}`, text, { shouldDirty: true });
        else
          form.setValue(
            `${path}.translations.${translations.length}`,
            { languageCode: contentLanguage, [field]: text },
            { shouldDirty: true },
          );
      }}
    />
  );
}

/** The message of a rule on a field that has no input of its own (a list of rows). */
export function FormError({ name }: { name: string }) {
  const { formState } = useFormContext();
  const message = formState.errors[name]?.message;
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {String(message)}
    </p>
  ) : null;
}
