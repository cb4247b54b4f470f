import { Link } from '@tanstack/react-router';
import { VendureImage } from '~/components/vendure-image';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { formatMoney } from '~/lib/format';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { SearchResultFragment } from '~/server/functions/catalog.graphql';

/** One product of a search or collection listing: a single price, or a min–max range. */
export function SearchResultCard({ result: data }: { result: FragmentOf<typeof SearchResultFragment> }) {
  const result = readFragment<typeof SearchResultFragment>(data);
  const locale = getLocale();
  const price = result.priceWithTax;
  const label =
    'value' in price
      ? formatMoney(price.value, result.currencyCode, locale)
      : price.min === price.max
        ? formatMoney(price.min, result.currencyCode, locale)
        : m.price_range({
            min: formatMoney(price.min, result.currencyCode, locale),
            max: formatMoney(price.max, result.currencyCode, locale),
          });
  return (
    <article className="rounded-lg border border-[var(--border)] p-3" data-testid="product-card">
      {result.productAsset ? (
        <VendureImage
          preview={result.productAsset.preview}
          width={240}
          height={240}
          alt=""
          className="h-auto w-full rounded"
        />
      ) : null}
      <h2 className="mt-2 text-sm font-medium">
        <Link to="/product/$slug" params={{ slug: result.slug }} className="hover:underline">
          {result.productName}
        </Link>
      </h2>
      <p className="text-sm text-[var(--muted-foreground)]" data-testid="price">
        {label}
      </p>
      {result.inStock ? null : <p className="text-sm">{m.product_sold_out()}</p>}
    </article>
  );
}
