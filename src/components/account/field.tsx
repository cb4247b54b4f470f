import { useId } from 'react';

/**
 * A labelled input for the account forms and the checkout. Its own module, so that the
 * checkout's chunk does not bring the account forms' error texts along (ADR 042).
 */
export function Field({ label, ...input }: { label: string } & React.ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} className="w-full rounded-md border border-[var(--border)] bg-transparent px-3 py-2" {...input} />
    </div>
  );
}
