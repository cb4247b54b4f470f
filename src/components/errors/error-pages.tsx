import { Link, useRouterState } from '@tanstack/react-router';
import { isUpstreamUnavailable } from '~/lib/upstream';
import { m } from '~/paraglide/messages';
import { localizeHref } from '~/paraglide/runtime';

/** The path as the visitor typed it, with its locale prefix (the router sees it without). */
function usePath() {
  return localizeHref(useRouterState({ select: (s) => s.location.href }));
}

function ErrorLayout({ status, title, hint }: { status: number; title: string; hint?: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" aria-labelledby="error-title">
      <p className="text-6xl font-serif text-brand-700">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold break-words">
        {title}
      </h1>
      {hint ? <p className="mt-2 text-[var(--muted-foreground)]">{hint}</p> : null}
      <Link to="/" className="mt-8 inline-block text-brand-700 underline underline-offset-4">
        {m.error_back_home()}
      </Link>
    </section>
  );
}

/** A route whose parameter failed validation or named something that does not exist (inside its layout's main). */
export function EntityNotFoundPage() {
  return <ErrorLayout status={404} title={m.error_not_found({ path: usePath() })} />;
}

/**
 * A path no route matches: no layout route matched either, so the page brings its own
 * main landmark, where the skip link leads, and reads like the other 404.
 */
export function RouteNotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <ErrorLayout status={404} title={m.error_not_found({ path: usePath() })} />
    </main>
  );
}

/** Any other failure; the details stay in the server's log. */
export function InternalErrorPage() {
  return <ErrorLayout status={500} title={m.error_internal()} hint={m.error_internal_hint()} />;
}

/** Vendure cannot be reached: the shop is back soon (503 with Retry-After, see server.ts). */
export function UnavailablePage() {
  return <ErrorLayout status={503} title={m.error_unavailable()} hint={m.error_unavailable_hint()} />;
}

/** The error page for an error: an outage of the shop's backend, or anything else. */
export function ErrorPage({ error }: { error: unknown }) {
  return isUpstreamUnavailable(error) ? <UnavailablePage /> : <InternalErrorPage />;
}
