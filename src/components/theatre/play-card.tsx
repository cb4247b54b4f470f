import { Link } from '@tanstack/react-router';
import { VendureImage } from '~/components/vendure-image';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { m } from '~/paraglide/messages';
import type { AssetFragment } from '~/server/functions/catalog.graphql';
import type { PlayCardFragment } from '~/server/functions/theatre.graphql';

export function PlayCard({ play: data }: { play: FragmentOf<typeof PlayCardFragment> }) {
  const play = readFragment<typeof PlayCardFragment>(data);
  const asset = readFragment<typeof AssetFragment>(play.featuredAsset);
  return (
    <article className="overflow-hidden rounded-lg border border-[var(--border)]">
      {asset ? (
        <VendureImage preview={asset.preview} width={360} height={240} alt="" className="h-auto w-full" />
      ) : null}
      <div className="p-4">
        <h3 className="font-serif text-lg">
          <Link to="/plays/$slug" params={{ slug: play.slug }} className="hover:underline">
            {play.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-[var(--muted-foreground)]">{play.summary}</p>
        <p className="mt-2 text-xs text-[var(--muted-foreground)]">
          {m.play_duration({ minutes: play.durationMinutes })} · {play.ageRating}
        </p>
      </div>
    </article>
  );
}
