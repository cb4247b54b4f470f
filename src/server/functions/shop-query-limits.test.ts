import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { documentDepth } from '@foyer/shared/query-depth';
import { SHOP_API_MAX_COMPLEXITY, SHOP_API_MAX_DEPTH } from '@foyer/shared/query-limits';
import type { DocumentNode, GraphQLInputType, OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

// One copy of graphql-js for all: the harden plugin (CommonJS) requires the CommonJS build.
const require = createRequire(import.meta.url);
const {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  separateOperations,
  typeFromAST,
} = require('graphql') as typeof import('graphql');
const { getComplexity, simpleEstimator } =
  require('graphql-query-complexity') as typeof import('graphql-query-complexity');
const { defaultVendureComplexityEstimator } =
  require('@vendure/harden-plugin') as typeof import('@vendure/harden-plugin');

const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../graphql/shop-schema.graphql'), 'utf8'));
const modules = import.meta.glob<Record<string, unknown>>('./*.graphql.ts', { eager: true });

/** Every operation of the storefront's documents, by name. */
function storefrontOperations(): Map<string, DocumentNode> {
  const operations = new Map<string, DocumentNode>();
  for (const module of Object.values(modules)) {
    for (const value of Object.values(module)) {
      const document = value as DocumentNode;
      if (document?.kind !== Kind.DOCUMENT) continue;
      for (const [name, separated] of Object.entries(separateOperations(document))) operations.set(name, separated);
    }
  }
  return operations;
}

/** A value the type accepts (inputs with their required fields only); `take` is worst-case. */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = sample(field.type, field.name);
    }
    return value;
  }
  // The largest page the storefront ever asks for (the actors' page, 100).
  if (name === 'take') return 100;
  return { Int: 1, Float: 1, Boolean: false, ID: '1' }[type.name] ?? 'x';
}

function sampleVariables(document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const variables: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    variables[definition.variable.name.value] = sample(type, definition.variable.name.value);
  }
  return variables;
}

/** The harden plugin's score, computed as its QueryComplexityPlugin does. */
function complexity(query: DocumentNode, variables: Record<string, unknown>): number {
  return getComplexity({
    schema,
    query,
    variables,
    estimators: [defaultVendureComplexityEstimator({}, false), simpleEstimator({ defaultComplexity: 1 })],
  });
}

describe("the Shop API's limits against the storefront's own queries", () => {
  const operations = storefrontOperations();
  const scores = [...operations].map(([name, document]) => ({
    name,
    complexity: complexity(document, sampleVariables(document)),
    depth: documentDepth(document),
  }));

  it("finds the storefront's operations", () => {
    expect(operations.size).toBeGreaterThan(20);
  });

  it('allows the heaviest with room to spare: at most half the complexity limit, two levels under the depth limit', () => {
    console.info(
      [...scores]
        .sort((a, b) => b.complexity - a.complexity)
        .slice(0, 6)
        .map((s) => `${s.name} ${s.complexity}`)
        .join(', '),
    );
    const heaviest = scores.reduce((a, b) => (b.complexity > a.complexity ? b : a));
    const deepest = scores.reduce((a, b) => (b.depth > a.depth ? b : a));
    console.info(
      `heaviest: ${heaviest.name} ${heaviest.complexity} (limit ${SHOP_API_MAX_COMPLEXITY}); ` +
        `deepest: ${deepest.name} ${deepest.depth} (limit ${SHOP_API_MAX_DEPTH})`,
    );
    expect(heaviest.complexity).toBeLessThanOrEqual(SHOP_API_MAX_COMPLEXITY / 2);
    expect(deepest.depth).toBeLessThanOrEqual(SHOP_API_MAX_DEPTH - 2);
  });

  it('refuses the attack of issue #14: a hundred aliases of products(take: 100) with their variants', () => {
    const aliases = Array.from(
      { length: 100 },
      (_, i) => `p${i}: products(options: { take: 100 }) { items { variants { id } } }`,
    );
    const attack = complexity(parse(`query { ${aliases.join(' ')} }`), {});
    console.info(`the 100-alias query: ${attack}`);
    expect(attack).toBeGreaterThan(SHOP_API_MAX_COMPLEXITY * 3);
    // One such field alone is allowed: the limit is on the sum.
    expect(
      complexity(parse(`query { products(options: { take: 100 }) { items { variants { id } } } }`), {}),
    ).toBeLessThan(SHOP_API_MAX_COMPLEXITY);
  });
});
