import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { m } from '~/paraglide/messages';
import { NoPerformances } from './no-performances';
import { PerformanceList } from './performance-list';

interface CastMember {
  id: string;
  character: string;
  actor: { slug: string; name: string };
}

/** A play's cast; nothing at all (no heading) for a play not cast yet. */
export function PlayCast({ cast }: { cast: readonly CastMember[] }) {
  if (cast.length === 0) return null;
  return (
    <section aria-labelledby="cast">
      <h2 id="cast" className="mb-3 text-2xl">
        {m.play_cast()}
      </h2>
      <ul className="grid gap-1 sm:grid-cols-2">
        {cast.map((member) => (
          <li key={member.id}>
            <span className="text-[var(--muted-foreground)]">{member.character}</span> —{' '}
            <Link
              to="/actors/$slug"
              params={{ slug: member.actor.slug }}
              className="underline-offset-4 hover:underline"
            >
              {member.actor.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A play's upcoming performances, or a sentence that says there are none yet and points to the programme. */
export function PlayPerformances({ performances }: ComponentProps<typeof PerformanceList>) {
  return (
    <section aria-labelledby="performances">
      <h2 id="performances" className="mb-3 text-2xl">
        {m.play_performances()}
      </h2>
      {performances.length > 0 ? <PerformanceList performances={performances} /> : <NoPerformances />}
    </section>
  );
}
