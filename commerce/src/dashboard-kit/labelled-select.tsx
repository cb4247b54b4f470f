import { Label } from '@vendure/dashboard';

interface LabelledSelectProps {
  id: string;
  label: string;
  /** The empty first choice, e.g. "Choose a play". */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Large: a touch target of 48 px, for pages used on a phone (the door). */
  large?: boolean;
}

/** A labelled, required native select, styled as the Dashboard's inputs. */
export function LabelledSelect({ id, label, placeholder, value, onChange, options, large }: LabelledSelectProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${large ? 'h-12 w-full min-w-0 text-base' : 'h-9'} rounded-md border bg-transparent px-2`}
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
