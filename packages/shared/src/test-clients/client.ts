import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';

export type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';

/**
 * The variables argument of a typed document: optional when the document declares no
 * required variable, required (and checked) when it does.
 */
export type VariablesArg<TVariables> = {} extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string };
}

/** A GraphQL response as the server sent it: data and errors side by side. */
export interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLErrorEntry[];
}

/** Joins every GraphQL error's message, as the tests' error assertions read them. */
export const errorMessages = (errors: GraphQLErrorEntry[]) => errors.map((e) => e.message).join('; ');

/** The text that goes over the wire for a typed document. */
export const documentText = (document: TadaDocumentNode<unknown, never>) => print(document);

/** A typed call to one GraphQL API as one session. */
export interface GraphQLSession {
  <TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    ...[variables]: VariablesArg<TVariables>
  ): Promise<TResult>;
  /** The session's bearer token, once the server has handed one out. */
  readonly token: string | undefined;
}

/**
 * A session of its own at the GraphQL API at `url`: every call is a POST with the
 * channel token and the bearer token the server last handed out (vendure-auth-token),
 * and answers the document's data, or throws with every GraphQL error's message.
 */
export function graphqlSession(url: string, options: { token?: string; channelToken?: string } = {}): GraphQLSession {
  let token = options.token;
  const call = async (document: TadaDocumentNode<unknown, never>, variables?: unknown) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'vendure-token': options.channelToken ?? 'foyer',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: documentText(document), variables: variables ?? {} }),
    });
    token = response.headers.get('vendure-auth-token') ?? token;
    const body = (await response.json()) as GraphQLResponse<unknown>;
    if (body.errors?.length) throw new Error(errorMessages(body.errors));
    return body.data;
  };
  Object.defineProperty(call, 'token', { get: () => token });
  return call as unknown as GraphQLSession;
}

/**
 * The member of a result union a test expects (the document selects `__typename`):
 * throws with Vendure's whole answer when it answered another member.
 */
export function expectType<TValue extends { __typename?: string }, TName extends NonNullable<TValue['__typename']>>(
  value: TValue | null | undefined,
  typename: TName,
): Extract<TValue, { __typename?: TName }> {
  if (value?.__typename !== typename) throw new Error(`Expected ${typename}, got ${JSON.stringify(value)}`);
  return value as Extract<TValue, { __typename?: TName }>;
}
