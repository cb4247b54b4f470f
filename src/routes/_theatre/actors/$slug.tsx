import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { Gallery } from '~/components/theatre/gallery';
import { RichText } from '~/components/theatre/rich-text';
import { VendureImage } from '~/components/vendure-image';
import { readFragment } from '~/graphql/graphql';
import { pageMeta } from '~/lib/seo';
import { isValidSlug } from '~/lib/slug';
import { m } from '~/paraglide/messages';
import type { AssetFragment } from '~/server/functions/catalog.graphql';
import { getActor } from '~/server/functions/theatre.functions';
import type { ActorCardFragment } from '~/server/functions/theatre.graphql';

export const Route = createFileRoute('/_theatre/actors/$slug')({
  loader: async ({ params }) => {
    if (!isValidSlug(params.slug)) throw notFound();
    const actor = await getActor({ data: { slug: params.slug } });
    if (!actor) throw notFound();
    return { ...actor, ...readFragment<typeof ActorCardFragment>(actor) };
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? pageMeta({
          title: loaderData.name,
          description: loaderData.summary,
          image: readFragment<typeof AssetFragment>(loaderData.portrait)?.preview,
          type: 'article',
          siteTitle: m.site_title(),
        })
      : [],
  }),
  notFoundComponent: EntityNotFoundPage,
  component: ActorPage,
});

function ActorPage() {
  const actor = Route.useLoaderData();
  const portrait = readFragment<typeof AssetFragment>(actor.portrait);
  const gallery = actor.gallery.map((asset) => readFragment<typeof AssetFragment>(asset));
  return (
    <article className="grid gap-8 md:grid-cols-[240px_1fr]">
      {portrait ? (
        <VendureImage
          preview={portrait.preview}
          width={240}
          height={320}
          alt={actor.name}
          loading="eager"
          className="h-auto w-full rounded-lg"
        />
      ) : (
        <div />
      )}
      <div className="space-y-6">
        <header>
          <h1 className="text-4xl">{actor.name}</h1>
          <p className="mt-2 text-[var(--muted-foreground)]">{m.actor_member_since({ year: actor.memberSince })}</p>
        </header>
        <RichText html={actor.biography} />
        {/* An actor with no role in the repertoire shows no roles heading at all. */}
        {actor.roles.length > 0 ? (
          <section aria-labelledby="roles">
            <h2 id="roles" className="mb-3 text-2xl">
              {m.actor_roles()}
            </h2>
            <ul className="space-y-1">
              {actor.roles.map((role) => (
                <li key={role.id}>
                  {role.character} —{' '}
                  <Link
                    to="/plays/$slug"
                    params={{ slug: role.play.slug }}
                    className="underline-offset-4 hover:underline"
                  >
                    {role.play.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Gallery images={gallery} title={actor.name} />
      </div>
    </article>
  );
}
