import { depthLimitRule, documentDepth } from '@foyer/shared/query-depth';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { withoutSuggestions } from './hide-suggestions';

const schema = buildSchema(`
  type Node { id: ID! parent: Node children: [Node!]! }
  type Query { node: Node }
`);

/** `node { parent { parent { … { id } } } }` with `levels` fields in all. */
function chain(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels - 2; i++) inner = `parent { ${inner} }`;
  return `query { node { ${inner} } }`;
}

describe('depthLimitRule', () => {
  it('counts the fields along the deepest path, fragments followed', () => {
    expect(documentDepth(parse(chain(3)))).toBe(3);
    expect(documentDepth(parse('query { node { ...F } } fragment F on Node { children { ... on Node { id } } }'))).toBe(
      3,
    );
  });

  it('allows the limit and refuses deeper', () => {
    expect(validate(schema, parse(chain(12)), [depthLimitRule(12)])).toEqual([]);
    const errors = validate(schema, parse(chain(25)), [depthLimitRule(12)]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/25 levels deep; at most 12/);
  });
});

describe('withoutSuggestions', () => {
  it("keeps graphql-js's message but not its guesses", () => {
    expect(
      withoutSuggestions('Cannot query field "produts" on type "Query". Did you mean "products" or "product"?'),
    ).toBe('Cannot query field "produts" on type "Query".');
    expect(withoutSuggestions('Unknown argument "tak". Did you mean "take"? Did you mean "skip"?')).toBe(
      'Unknown argument "tak".',
    );
  });
});
