import { Link } from '@tanstack/react-router';
import { m } from '~/paraglide/messages';

/** Previous/next links for a listing whose page is `?page=N` in the URL. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.pagination_label()} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, page: page - 1 })} rel="prev">
          {m.pagination_previous()}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-[var(--muted-foreground)]">{m.pagination_status({ page, pages })}</span>
      {page < pages ? (
        <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, page: page + 1 })} rel="next">
          {m.pagination_next()}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
