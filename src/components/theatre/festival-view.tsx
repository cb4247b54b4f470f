import { Link } from '@tanstack/react-router';
import { Gallery } from '~/components/theatre/gallery';
import { RichText } from '~/components/theatre/rich-text';
import { readFragment } from '~/graphql/graphql';
import { m } from '~/paraglide/messages';
import type { AssetFragment } from '~/server/functions/catalog.graphql';
import type { getFestival } from '~/server/functions/theatre.functions';

type Festival = NonNullable<Awaited<ReturnType<typeof getFestival>>>;

/** A festival in its own language (lang set on the article): programme by edition and a gallery. */
export function FestivalView({ festival, language }: { festival: Festival; language: 'bg' | 'en' }) {
  const gallery = festival.gallery.map((asset) => readFragment<typeof AssetFragment>(asset));
  return (
    <article lang={language} className="space-y-10">
      <header>
        <h1 className="text-4xl">{festival.name}</h1>
        <p className="mt-2 text-lg text-[var(--muted-foreground)]">{festival.summary}</p>
      </header>
      <RichText html={festival.description} />
      {/* A festival with no editions yet shows no programme heading; an edition without items, no empty list. */}
      {festival.editions.length > 0 ? (
        <section aria-labelledby="editions" className="space-y-8">
          <h2 id="editions" className="text-2xl">
            {m.festival_programme()}
          </h2>
          {festival.editions.map((edition) => (
            <section key={edition.id} aria-labelledby={`edition-${edition.year}`}>
              <h3 id={`edition-${edition.year}`} className="text-xl">
                {edition.year} · {edition.theme}
              </h3>
              {edition.programme.length > 0 ? (
                <ol className="mt-2 space-y-1">
                  {edition.programme.map((item) => (
                    <li key={item.id}>
                      <span className="text-[var(--muted-foreground)]">{m.festival_day({ day: item.day })}</span>{' '}
                      {item.play ? (
                        <Link to="/plays/$slug" params={{ slug: item.play.slug }} className="hover:underline">
                          {item.title}
                        </Link>
                      ) : (
                        item.title
                      )}
                    </li>
                  ))}
                </ol>
              ) : null}
            </section>
          ))}
        </section>
      ) : null}
      <Gallery images={gallery} title={festival.name} />
    </article>
  );
}
