import { createFileRoute } from '@tanstack/react-router';
import { VendureImage } from '~/components/vendure-image';
import { readFragment } from '~/graphql/graphql';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import type { AssetFragment } from '~/server/functions/catalog.graphql';
import { getStages } from '~/server/functions/theatre.functions';

export const Route = createFileRoute('/_theatre/about/stages')({
  loader: () => getStages(),
  head: () => ({ meta: pageMeta({ title: m.nav_stages(), siteTitle: m.site_title() }) }),
  component: StagesPage,
});

function StagesPage() {
  const stages = Route.useLoaderData();
  return (
    <>
      <h1 className="mb-8 text-4xl">{m.nav_stages()}</h1>
      <div className="space-y-12">
        {stages.map((stage) => {
          const photo = readFragment<typeof AssetFragment>(stage.featuredAsset);
          return (
            <section key={stage.id} aria-labelledby={`stage-${stage.slug}`} className="grid gap-6 md:grid-cols-2">
              {photo ? (
                <VendureImage
                  preview={photo.preview}
                  width={480}
                  height={320}
                  alt=""
                  className="h-auto w-full rounded-lg"
                />
              ) : null}
              <div>
                <h2 id={`stage-${stage.slug}`} className="text-2xl">
                  {stage.name}
                </h2>
                <p className="mt-2">{stage.description}</p>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-[var(--muted-foreground)]">{m.stage_capacity()}</dt>
                  <dd>{m.stage_seats({ count: stage.capacity })}</dd>
                  <dt className="text-[var(--muted-foreground)]">{m.stage_address()}</dt>
                  <dd>
                    <address className="not-italic">{stage.address}</address>
                  </dd>
                </dl>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
