import { describe, expect, it } from 'vitest';
import { findVariant, optionsOf } from './variant-selection';

const variant = (id: string, ...options: Array<[string, string]>) => ({
  id,
  options: options.map(([group, option]) => ({ id: option, group: { id: group } })),
});
const variants = [
  variant('1', ['colour', 'black'], ['size', 's']),
  variant('2', ['colour', 'black'], ['size', 'm']),
  variant('3', ['colour', 'cream'], ['size', 's']),
];

describe('variant selection', () => {
  it('finds the variant matching one option per group', () => {
    expect(findVariant(variants, { colour: 'black', size: 'm' })?.id).toBe('2');
  });
  it('finds nothing for a combination that does not exist', () => {
    expect(findVariant(variants, { colour: 'cream', size: 'm' })).toBeUndefined();
  });
  it('round-trips a variant through its options', () => {
    expect(findVariant(variants, optionsOf(variants[2]))?.id).toBe('3');
  });
  it('selects the only variant of a product without options', () => {
    expect(findVariant([variant('9')], {})?.id).toBe('9');
  });
});
