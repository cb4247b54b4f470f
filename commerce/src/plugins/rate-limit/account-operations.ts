import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';

/** The rate-limited actions: each root mutation field below is one attempt at one of them. */
export type AccountAction = 'sign-in' | 'register' | 'request-reset' | 'reset-password';

/** One limited field of a mutation: its action, the key it answers under, and who it names. */
export interface AccountAttempt {
  action: AccountAction;
  /** The alias or field name, under which the field's result comes back. */
  responseKey: string;
  /** The username or email address tried, for sign-in; undefined otherwise. */
  identifier: string | undefined;
}

const ACTIONS: Record<string, AccountAction> = {
  login: 'sign-in',
  authenticate: 'sign-in',
  registerCustomerAccount: 'register',
  requestPasswordReset: 'request-reset',
  resetPassword: 'reset-password',
  // Each join sends an email to the address given: limited as registration is (ADR 063).
  joinWaitingList: 'register',
};

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function identifierOf(fieldName: string, args: Record<string, unknown>): string | undefined {
  const raw = fieldName === 'authenticate' ? asRecord(asRecord(args.input)?.native)?.username : args.username;
  return typeof raw === 'string' ? raw.trim().toLowerCase() : undefined;
}

/**
 * Every limited field at the root of a mutation, aliases and fragments included: one
 * request with a hundred aliased `login`s is a hundred attempts. Fields under @skip or
 * @include count too (counting one too many is the safe side).
 */
export function accountAttempts(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): AccountAttempt[] {
  if (operation.operation !== 'mutation') return [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const attempts: AccountAttempt[] = [];
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        // A fragment spread twice is still one set of fields (GraphQL merges them).
        if (fragment && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          walk(fragment.selectionSet);
        }
      } else {
        const action = ACTIONS[selection.name.value];
        if (!action) continue;
        const args: Record<string, unknown> = {};
        for (const argument of selection.arguments ?? []) {
          args[argument.name.value] = valueFromASTUntyped(argument.value, variables);
        }
        attempts.push({
          action,
          responseKey: selection.alias?.value ?? selection.name.value,
          identifier: action === 'sign-in' ? identifierOf(selection.name.value, args) : undefined,
        });
      }
    }
  };
  walk(operation.selectionSet);
  return attempts;
}

/** Whether a sign-in field's result is a signed-in user (not an error result, not null). */
export function signedIn(result: unknown): boolean {
  const record = asRecord(result);
  if (!record) return false;
  return record.__typename === 'CurrentUser' || (record.id !== undefined && record.id !== null);
}
