import { VendureImage } from '~/components/vendure-image';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { formatMoney } from '~/lib/format';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { AssetFragment } from '~/server/functions/catalog.graphql';

interface ProductCardProps {
  product: {
    name: string;
    slug: string;
    featuredAsset: FragmentOf<typeof AssetFragment> | null;
    variants: Array<{ priceWithTax: number; currencyCode: string }>;
  };
}

/** A product tile with its single price, or "from" the lowest when variants differ. */
export function ProductCard({ product }: ProductCardProps) {
  const locale = getLocale();
  const asset = readFragment<typeof AssetFragment>(product.featuredAsset);
  const prices = product.variants.map((v) => v.priceWithTax);
  const currency = product.variants[0]?.currencyCode ?? 'EUR';
  const min = Math.min(...prices);
  const price = formatMoney(min, currency, locale);
  return (
    <article className="rounded-lg border border-[var(--border)] p-3">
      {asset ? (
        <VendureImage preview={asset.preview} width={240} height={240} alt="" className="h-auto w-full rounded" />
      ) : null}
      <h3 className="mt-2 text-sm font-medium">
        <a href={`/product/${product.slug}`} className="hover:underline">
          {product.name}
        </a>
      </h3>
      <p className="text-sm text-[var(--muted-foreground)]">
        {prices.length > 0 && Math.max(...prices) !== min ? m.price_from({ price }) : price}
      </p>
    </article>
  );
}
