import { createFileRoute, Link } from '@tanstack/react-router';
import { ProductCard } from '~/components/shop/product-card';
import { PerformanceList } from '~/components/theatre/performance-list';
import { PlayCard } from '~/components/theatre/play-card';
import { readFragment } from '~/graphql/graphql';
import { m } from '~/paraglide/messages';
import { getHome } from '~/server/functions/theatre.functions';
import type { PlayCardFragment } from '~/server/functions/theatre.graphql';

export const Route = createFileRoute('/_default/')({
  loader: () => getHome(),
  component: HomePage,
});

function HomePage() {
  const { plays, performances, products } = Route.useLoaderData();
  return (
    <div className="space-y-14">
      <header>
        <h1 className="font-serif text-4xl">{m.site_title()}</h1>
        <p className="mt-2 text-lg text-[var(--muted-foreground)]">{m.site_tagline()}</p>
      </header>
      <section aria-labelledby="current-plays">
        <h2 id="current-plays" className="mb-4 font-serif text-2xl">
          {m.home_current_plays()}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {plays.items.map((play) => (
            <PlayCard key={readFragment<typeof PlayCardFragment>(play).id} play={play} />
          ))}
        </div>
      </section>
      <section aria-labelledby="next-performances">
        <h2 id="next-performances" className="mb-4 font-serif text-2xl">
          {m.home_next_performances()}
        </h2>
        {performances.items.length ? (
          <PerformanceList performances={performances.items} />
        ) : (
          <p>{m.home_no_performances()}</p>
        )}
        <Link to="/programme" className="mt-4 inline-block text-brand-700 underline underline-offset-4">
          {m.programme_see_all()}
        </Link>
      </section>
      <section aria-labelledby="featured-products">
        <h2 id="featured-products" className="mb-4 font-serif text-2xl">
          {m.home_featured_products()}
        </h2>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {products.items.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </section>
    </div>
  );
}
