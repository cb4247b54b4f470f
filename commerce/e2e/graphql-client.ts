import { adminGraphql } from '@foyer/shared/test-clients/admin';
import {
  documentText,
  errorMessages,
  type GraphQLResponse,
  type TadaDocumentNode,
  type VariablesArg,
} from '@foyer/shared/test-clients/client';

/**
 * A minimal GraphQL client for the tests: plain fetch against the real server, one
 * session (the bearer token Vendure hands out) per client. Documents are typed
 * (`@foyer/shared/test-clients`): `query` answers the document's result type and takes its variables.
 */
export class TestClient {
  private token: string | undefined;

  constructor(
    private readonly url: string,
    private readonly channelToken = 'foyer',
  ) {}

  /** The document's data; throws with every GraphQL error's message when there are any. */
  async query<TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    ...[variables, languageCode]: [...VariablesArg<TVariables>, languageCode?: string]
  ): Promise<TResult>;
  async query(document: TadaDocumentNode<unknown, never>, variables?: unknown, languageCode?: string) {
    const { data, errors } = await this.send(document, variables, languageCode);
    if (errors?.length) throw new Error(errorMessages(errors));
    return data;
  }

  /** The whole response, data and errors side by side, for tests of what Vendure refuses. */
  async raw<TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    ...[variables, languageCode]: [...VariablesArg<TVariables>, languageCode?: string]
  ): Promise<GraphQLResponse<TResult>>;
  async raw(document: TadaDocumentNode<unknown, never>, variables?: unknown, languageCode?: string) {
    return this.send(document, variables, languageCode);
  }

  /** A query sent as the storefront sends its queries: by GET, the query in the URL (ADR 003). */
  async rawGet<TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    ...[variables]: VariablesArg<TVariables>
  ): Promise<GraphQLResponse<TResult>>;
  async rawGet(document: TadaDocumentNode<unknown, never>, variables?: unknown) {
    return this.send(document, variables, undefined, 'GET');
  }

  private async send(
    document: TadaDocumentNode<unknown, never>,
    variables: unknown,
    languageCode: string | undefined,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<GraphQLResponse<unknown>> {
    const url = new URL(this.url);
    if (languageCode) url.searchParams.set('languageCode', languageCode);
    if (method === 'GET') {
      url.searchParams.set('query', documentText(document));
      url.searchParams.set('variables', JSON.stringify(variables ?? {}));
    }
    const response = await fetch(url, {
      method,
      headers: {
        'content-type': 'application/json',
        // Apollo's CSRF guard lets a GET through with this header, as the storefront sends it.
        'apollo-require-preflight': 'true',
        'vendure-token': this.channelToken,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      ...(method === 'POST'
        ? { body: JSON.stringify({ query: documentText(document), variables: variables ?? {} }) }
        : {}),
    });
    const token = response.headers.get('vendure-auth-token');
    if (token) this.token = token;
    return (await response.json()) as GraphQLResponse<unknown>;
  }

  async loginAsSuperadmin() {
    await this.query(
      adminGraphql(`mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`),
    );
  }
}
