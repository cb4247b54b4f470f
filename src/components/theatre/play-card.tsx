import { Link } from '@tanstack/react-router';
import { VendureImage } from '~/components/vendure-image';
import { m } from '~/paraglide/messages';

interface PlayCardProps {
  play: {
    slug: string;
    title: string;
    summary: string;
    ageRating: string;
    durationMinutes: number;
    featuredAsset: { preview: string } | null;
  };
}

export function PlayCard({ play }: PlayCardProps) {
  return (
    <article className="overflow-hidden rounded-lg border border-[var(--border)]">
      {play.featuredAsset ? (
        <VendureImage preview={play.featuredAsset.preview} width={360} height={240} alt="" className="h-auto w-full" />
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
