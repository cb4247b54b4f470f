import { Link } from '@tanstack/react-router';
import { m } from '~/paraglide/messages';

/** Said where a play has no upcoming performance, rather than an empty list: and where to look instead. */
export function NoPerformances() {
  return (
    <p data-testid="no-performances">
      {m.empty_performances()} —{' '}
      <Link to="/programme" className="underline underline-offset-4">
        {m.empty_performances_link()}
      </Link>
      .
    </p>
  );
}
