import { createFileRoute, notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { ProductPurchase } from '~/components/shop/product-purchase';
import { Gallery } from '~/components/theatre/gallery';
import { RichText } from '~/components/theatre/rich-text';
import { VendureImage } from '~/components/vendure-image';
import { readFragment } from '~/graphql/graphql';
import { jsonLd, pageMeta } from '~/lib/seo';
import { isValidSlug } from '~/lib/slug';
import { productData } from '~/lib/structured-data';
import { m } from '~/paraglide/messages';
import { getProduct } from '~/server/functions/catalog.functions';
import type { AssetFragment } from '~/server/functions/catalog.graphql';

export const Route = createFileRoute('/_default/product/$slug')({
  loader: async ({ params }) => {
    if (!isValidSlug(params.slug)) throw notFound();
    const product = await getProduct({ data: { slug: params.slug } });
    if (!product) throw notFound();
    return product;
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: pageMeta({
            title: loaderData.name,
            description: loaderData.summary.slice(0, 300),
            image: readFragment<typeof AssetFragment>(loaderData.featuredAsset)?.preview,
            type: 'product',
            siteTitle: m.site_title(),
          }),
          scripts: [jsonLd(productData({ ...loaderData, description: loaderData.summary }))],
        }
      : {},
  notFoundComponent: EntityNotFoundPage,
  component: ProductPage,
});

function ProductPage() {
  const product = Route.useLoaderData();
  const featured = readFragment<typeof AssetFragment>(product.featuredAsset);
  const assets = product.assets.map((asset) => readFragment<typeof AssetFragment>(asset));
  return (
    <article className="grid gap-10 md:grid-cols-2">
      <div className="space-y-4">
        {featured ? (
          <VendureImage
            preview={featured.preview}
            width={560}
            height={560}
            alt={product.name}
            loading="eager"
            className="h-auto w-full rounded-lg"
          />
        ) : null}
        {assets.length > 1 ? <Gallery images={assets} title={product.name} /> : null}
      </div>
      <div className="space-y-6">
        <h1 className="font-serif text-4xl">{product.name}</h1>
        <RichText html={product.description} />
        <ProductPurchase productId={product.id} optionGroups={product.optionGroups} variants={product.variants} />
      </div>
    </article>
  );
}
