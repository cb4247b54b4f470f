import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * How deeply the fields of a selection nest, fragments followed (a fragment that spreads
 * itself is already an error of GraphQL's own rules; it is not followed twice here).
 */
function depthOf(
  selectionSet: SelectionSetNode,
  fragments: (name: string) => FragmentDefinitionNode | null | undefined,
  visiting: Set<string>,
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      // Introspection's own meta fields (__typename, __schema…) are answered by graphql-js cheaply.
      const below = selection.selectionSet ? depthOf(selection.selectionSet, fragments, visiting) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments(name);
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

/**
 * A validation rule that refuses operations whose fields nest deeper than `maxDepth`
 * (the root fields are depth 1). The harden plugin's complexity score grows with lists,
 * not with depth, so a deep chain of single objects needs this rule of its own.
 */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, (name) => context.getFragment(name), new Set());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query is nested ${depth} levels deep; at most ${maxDepth} are allowed`, {
            nodes: [operation],
          }),
        );
      }
    },
  });
}

/** The depth of the deepest operation in a document (for measuring the storefront's own queries). */
export function documentDepth(document: { definitions: ReadonlyArray<{ kind: string }> }): number {
  const definitions = document.definitions as ReadonlyArray<
    FragmentDefinitionNode | { kind: string; selectionSet?: SelectionSetNode }
  >;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set((d as FragmentDefinitionNode).name.value, d as FragmentDefinitionNode);
  let deepest = 0;
  for (const d of definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION && d.selectionSet) {
      deepest = Math.max(
        deepest,
        depthOf(d.selectionSet, (name) => fragments.get(name), new Set()),
      );
    }
  }
  return deepest;
}
