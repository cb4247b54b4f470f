import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { readFragment } from '~/graphql/graphql';
import { m } from '~/paraglide/messages';
import { getLocale, localizeHref } from '~/paraglide/runtime';
import { searchProducts } from '~/server/functions/catalog.functions';
import type { SearchResultFragment } from '~/server/functions/catalog.graphql';

const SUGGESTIONS = 5;
const MIN_TERM = 2;

/** The header's search: suggestions while typing, the results page on Enter. */
export function SearchBox() {
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState(false);
  const deferred = useDeferredValue(term.trim());
  const navigate = useNavigate();
  const id = useId();
  const suggestions = useQuery({
    queryKey: ['search-suggestions', getLocale(), deferred],
    queryFn: () => searchProducts({ data: { term: deferred, skip: 0, take: SUGGESTIONS } }),
    enabled: deferred.length >= MIN_TERM,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const items = deferred.length >= MIN_TERM ? (suggestions.data?.items ?? []) : [];
  return (
    <search className="relative">
      <form
        action={localizeHref('/search')}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setFocused(false);
          navigate({ to: '/search', search: { term: term.trim() } });
        }}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {m.search_label()}
        </label>
        <div className="flex items-center gap-1 rounded-md border border-[var(--border)] px-2">
          <Search aria-hidden className="size-4 text-[var(--muted-foreground)]" />
          <input
            id={id}
            type="search"
            name="term"
            value={term}
            maxLength={100}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={m.search_placeholder()}
            autoComplete="off"
            aria-describedby={`${id}-suggestions`}
            className="w-40 bg-transparent py-1 text-sm outline-none sm:w-56"
          />
        </div>
        <div id={`${id}-suggestions`} aria-live="polite" className="absolute right-0 z-30 mt-1 w-72">
          {focused && items.length ? (
            <ul className="rounded-md border border-[var(--border)] bg-[var(--background)] py-1 shadow-lg">
              {items.map((data) => {
                const item = readFragment<typeof SearchResultFragment>(data);
                return (
                  <li key={item.productId}>
                    <Link
                      to="/product/$slug"
                      params={{ slug: item.slug }}
                      onClick={() => setFocused(false)}
                      className="block px-3 py-2 text-sm hover:bg-[var(--muted)] focus-visible:bg-[var(--muted)]"
                    >
                      {item.productName}
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </form>
    </search>
  );
}
