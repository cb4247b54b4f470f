import { createFileRoute, Link } from '@tanstack/react-router';
import { VendureImage } from '~/components/vendure-image';
import { readFragment } from '~/graphql/graphql';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import type { AssetFragment } from '~/server/functions/catalog.graphql';
import { getActors } from '~/server/functions/theatre.functions';
import type { ActorCardFragment } from '~/server/functions/theatre.graphql';

export const Route = createFileRoute('/_theatre/actors/')({
  loader: () => getActors(),
  head: () => ({ meta: pageMeta({ title: m.nav_actors(), siteTitle: m.site_title() }) }),
  component: ActorsPage,
});

function ActorsPage() {
  const actors = Route.useLoaderData();
  return (
    <>
      <h1 className="mb-8 text-4xl">{m.nav_actors()}</h1>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
        {actors.items.map((data) => {
          const actor = readFragment<typeof ActorCardFragment>(data);
          const portrait = readFragment<typeof AssetFragment>(actor.portrait);
          return (
            <li key={actor.id}>
              {portrait ? (
                <VendureImage
                  preview={portrait.preview}
                  width={240}
                  height={320}
                  alt=""
                  className="h-auto w-full rounded"
                />
              ) : null}
              <h2 className="mt-2 text-lg">
                <Link to="/actors/$slug" params={{ slug: actor.slug }} className="hover:underline">
                  {actor.name}
                </Link>
              </h2>
              <p className="text-sm text-[var(--muted-foreground)]">{actor.summary}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
