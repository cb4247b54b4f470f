import { createFileRoute, notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { Gallery } from '~/components/theatre/gallery';
import { PlayCast, PlayPerformances } from '~/components/theatre/play-sections';
import { RichText } from '~/components/theatre/rich-text';
import { VendureImage } from '~/components/vendure-image';
import { readFragment } from '~/graphql/graphql';
import { jsonLd, pageMeta } from '~/lib/seo';
import { isValidSlug } from '~/lib/slug';
import { theaterEvent } from '~/lib/structured-data';
import { m } from '~/paraglide/messages';
import type { AssetFragment } from '~/server/functions/catalog.graphql';
import { getPlay } from '~/server/functions/theatre.functions';
import type { PerformanceFragment, PlayCardFragment } from '~/server/functions/theatre.graphql';

export const Route = createFileRoute('/_theatre/plays/$slug')({
  loader: async ({ params }) => {
    if (!isValidSlug(params.slug)) throw notFound();
    const play = await getPlay({ data: { slug: params.slug } });
    if (!play) throw notFound();
    return { ...play, ...readFragment<typeof PlayCardFragment>(play) };
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: pageMeta({
            title: loaderData.title,
            description: loaderData.summary,
            image: readFragment<typeof AssetFragment>(loaderData.featuredAsset)?.preview,
            type: 'article',
            siteTitle: m.site_title(),
          }),
          scripts: loaderData.performances.map((data) => {
            const performance = readFragment<typeof PerformanceFragment>(data);
            return jsonLd(theaterEvent(loaderData, performance));
          }),
        }
      : {},
  notFoundComponent: EntityNotFoundPage,
  component: PlayPage,
});

function PlayPage() {
  const play = Route.useLoaderData();
  const asset = readFragment<typeof AssetFragment>(play.featuredAsset);
  // Each label stays with its value: a pair is one cell of the grid, however many fit a row.
  const facts = [
    [m.play_author(), play.author],
    [m.play_director(), play.director],
    [m.play_stage(), play.stage?.name],
    [m.play_age_rating(), play.ageRating],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <article className="space-y-8">
      <header>
        <h1 className="text-4xl">{play.title}</h1>
        <p className="mt-2 text-lg text-[var(--muted-foreground)]">{play.summary}</p>
      </header>
      {asset ? (
        <VendureImage
          preview={asset.preview}
          width={960}
          height={640}
          alt=""
          loading="eager"
          className="h-auto w-full rounded-lg"
        />
      ) : null}
      <dl
        className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-6 gap-y-3 text-sm"
        data-testid="play-facts"
      >
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-[var(--muted-foreground)]">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RichText html={play.synopsis} />
      <Gallery images={play.gallery.map((asset) => readFragment<typeof AssetFragment>(asset))} title={play.title} />
      <PlayCast cast={play.cast} />
      <PlayPerformances performances={play.performances} />
    </article>
  );
}
