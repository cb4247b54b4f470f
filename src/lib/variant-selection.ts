/** Picks the variant whose options match one chosen option per group. */
export interface SelectableVariant {
  id: string;
  options: Array<{ id: string; group: { id: string } }>;
}

export function findVariant<V extends SelectableVariant>(variants: V[], chosen: Record<string, string>): V | undefined {
  return variants.find((variant) => variant.options.every((option) => chosen[option.group.id] === option.id));
}

/** The option ids of a variant, by group id: the starting choice of the picker. */
export function optionsOf(variant: SelectableVariant | undefined): Record<string, string> {
  return Object.fromEntries((variant?.options ?? []).map((o) => [o.group.id, o.id]));
}
