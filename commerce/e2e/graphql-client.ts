/** A minimal GraphQL client for the tests: plain fetch against the real server. */
export class TestClient {
  private token: string | undefined;

  constructor(
    private readonly url: string,
    private readonly channelToken = 'foyer',
  ) {}

  async query<T = any>(query: string, variables: Record<string, unknown> = {}, languageCode?: string): Promise<T> {
    const { data, errors } = await this.raw<T>(query, variables, languageCode);
    if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
    return data as T;
  }

  async raw<T = any>(query: string, variables: Record<string, unknown> = {}, languageCode?: string) {
    const url = new URL(this.url);
    if (languageCode) url.searchParams.set('languageCode', languageCode);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'vendure-token': this.channelToken,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const token = response.headers.get('vendure-auth-token');
    if (token) this.token = token;
    return (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  }

  async loginAsSuperadmin() {
    await this.query(
      `mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
    );
  }
}
