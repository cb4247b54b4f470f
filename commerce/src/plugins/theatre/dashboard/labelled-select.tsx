import { Label } from '@vendure/dashboard';

interface LabelledSelectProps {
  id: string;
  label: string;
  /** The empty first choice, e.g. "Choose a play". */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled, required native select, styled as the Dashboard's inputs. */
export function LabelledSelect({ id, label, placeholder, value, onChange, options }: LabelledSelectProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border bg-transparent px-2"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
