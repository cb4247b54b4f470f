/**
 * Reads the real Shop API directly, so browser tests compare the page with what
 * Vendure holds instead of with hard-coded text.
 */
export async function shopQuery<T = any>(query: string, variables: Record<string, unknown> = {}, languageCode = 'bg') {
  const url = new URL(process.env.E2E_SHOP_API_URL ?? 'http://localhost:3290/shop-api');
  url.searchParams.set('languageCode', languageCode);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': 'foyer' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

export async function firstPlays(languageCode: string) {
  const data = await shopQuery<{ plays: { items: Array<{ slug: string; title: string }> } }>(
    `query { plays(options: { take: 8, sort: { premiereYear: DESC } }) { items { slug title } } }`,
    {},
    languageCode,
  );
  return data.plays.items;
}

/** A play with at least one performance that still has seats. */
export async function playWithTickets(languageCode = 'bg') {
  const data = await shopQuery<{
    performances: { items: Array<{ play: { slug: string; title: string }; productVariant: { stockLevel: string } }> };
  }>(
    `query { performances(options: { take: 50 }) { items { play { slug title } productVariant { stockLevel } } } }`,
    {},
    languageCode,
  );
  const found = data.performances.items.find((p) => p.productVariant.stockLevel !== 'OUT_OF_STOCK');
  if (!found) throw new Error('The seed has no performance with free seats');
  return found.play;
}
