import type { PriceZone, SeatPlan } from '@foyer/shared/seating/seat-plan';
import { Button, Input, Label } from '@vendure/dashboard';
import { type FormEvent, useState } from 'react';
import { LabelledSelect } from '../../../dashboard-kit/labelled-select';
import { type AreaForm, type GenerateForm, generateFromForm, newArea } from './plan-generation';

function Field({
  id,
  label,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The generator: the stage's size and its areas, each in a zone: rows × seats with their
 * numbering, aisles and curve, or places sold by count (standing, benches) drawn as a box.
 * Generating replaces the plan drawn below (nothing is saved until Save); its problems are
 * listed in words instead.
 */
export function GeneratePlanForm({
  zones,
  onGenerate,
  onProblems,
}: {
  zones: PriceZone[];
  onGenerate: (plan: SeatPlan) => void;
  onProblems: (problems: string[]) => void;
}) {
  const firstZone = zones[0]?.code ?? 'A';
  const [form, setForm] = useState<GenerateForm>({ stageWidth: '8', stageDepth: '3', areas: [newArea(0, firstZone)] });
  const setArea = (index: number, change: Partial<AreaForm>) =>
    setForm((current) => ({
      ...current,
      areas: current.areas.map((area, i) => (i === index ? { ...area, ...change } : area)),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = generateFromForm(form, zones);
    if ('plan' in result) onGenerate(result.plan);
    else onProblems(result.problems);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Generate a seat plan">
      <div className="grid gap-4 md:grid-cols-4">
        <Field
          id="stage-width"
          label="Stage width (seats)"
          value={form.stageWidth}
          onChange={(stageWidth) => setForm({ ...form, stageWidth })}
        />
        <Field
          id="stage-depth"
          label="Stage depth (seats)"
          value={form.stageDepth}
          onChange={(stageDepth) => setForm({ ...form, stageDepth })}
        />
      </div>
      {form.areas.map((area, i) => {
        const id = (field: string) => `area-${i}-${field}`;
        const bind = (field: keyof AreaForm) => ({
          id: id(field),
          value: area[field],
          onChange: (value: string) => setArea(i, { [field]: value }),
        });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: areas are edited in place and have no identity but their place
          <fieldset key={i} className="grid gap-3 rounded-md border p-3 md:grid-cols-4">
            <legend className="px-1 text-sm font-medium">Area {i + 1}</legend>
            <LabelledSelect
              id={id('kind')}
              label="Kind"
              placeholder="Choose a kind"
              value={area.kind}
              onChange={(kind) => setArea(i, { kind: kind === 'unreserved' ? 'unreserved' : 'reserved' })}
              options={[
                { value: 'reserved', label: 'Numbered seats (rows)' },
                { value: 'unreserved', label: 'Places without numbers (standing, benches)' },
              ]}
            />
            <Field {...bind('nameEn')} label="Name in English" />
            <Field {...bind('nameBg')} label="Name in Bulgarian" />
            <Field
              {...bind('key')}
              label="Key"
              hint={
                area.kind === 'unreserved'
                  ? 'Lowercase letters, digits and dashes.'
                  : "Lowercase letters, digits and dashes; part of every seat's key."
              }
            />
            <LabelledSelect
              id={id('zone')}
              label="Zone"
              placeholder="Choose a zone"
              value={area.zone}
              onChange={(zone) => setArea(i, { zone })}
              options={zones.map((zone) => ({ value: zone.code, label: `${zone.code}: ${zone.name.en}` }))}
            />
            {area.kind === 'unreserved' ? (
              <>
                <Field {...bind('capacity')} label="Capacity (places)" hint="Sold by count, without seat numbers." />
                <Field
                  {...bind('depth')}
                  label="Depth (seats)"
                  hint="How deep it is drawn; as wide as the widest area of seats."
                />
              </>
            ) : (
              <RowFields area={area} bind={bind} setArea={(change) => setArea(i, change)} id={id} />
            )}
            <Field {...bind('gap')} label="Space in front (seats)" hint="From the stage, or from the area before." />
            <div className="flex items-end">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={form.areas.length === 1}
                onClick={() => setForm({ ...form, areas: form.areas.filter((_, j) => j !== i) })}
              >
                Remove area {i + 1}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => setForm({ ...form, areas: [...form.areas, newArea(form.areas.length, firstZone)] })}
        >
          Add an area
        </Button>
        <Button type="submit">Generate</Button>
      </div>
    </form>
  );
}

type Bind = (field: keyof AreaForm) => { id: string; value: string; onChange: (value: string) => void };

/** The fields of an area of numbered seats: its rows, their seats, numbering, labels, aisles and curve. */
function RowFields({
  area,
  bind,
  setArea,
  id,
}: {
  area: AreaForm;
  bind: Bind;
  setArea: (change: Partial<AreaForm>) => void;
  id: (field: string) => string;
}) {
  return (
    <>
      <Field {...bind('rows')} label="Rows" />
      <Field
        {...bind('seatsPerRow')}
        label="Seats per row"
        hint="One number, or one per row from the front: 10, 12, 14."
      />
      <LabelledSelect
        id={id('numbering')}
        label="Numbering"
        placeholder="Choose a numbering"
        value={area.numbering}
        onChange={(numbering) => setArea({ numbering: numbering as AreaForm['numbering'] })}
        options={[
          { value: 'left-to-right', label: 'Left to right (1, 2, 3 …)' },
          { value: 'odd-even', label: 'Odd left, even right, from the middle' },
        ]}
      />
      <LabelledSelect
        id={id('row-labels')}
        label="Row labels"
        placeholder="Choose row labels"
        value={area.rowLabels}
        onChange={(rowLabels) => setArea({ rowLabels: rowLabels as AreaForm['rowLabels'] })}
        options={[
          { value: 'letters', label: 'Letters (A, B, … without I and O)' },
          { value: 'numbers', label: 'Numbers (1, 2, …)' },
        ]}
      />
      <Field
        {...bind('aisles')}
        label="Aisles after seat positions"
        hint='From the left, e.g. 4, 12, or "centre"; empty for none.'
      />
      <Field {...bind('aisleWidth')} label="Aisle width (seats)" />
      <Field {...bind('curve')} label="Curve (0 straight, up to 1)" />
    </>
  );
}
