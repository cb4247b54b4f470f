import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { Button } from '~/components/ui/button';
import { formatMonth } from '~/lib/format';
import { PROGRAMME_FILTERS, type ProgrammeSearch } from '~/lib/search-params';
import { m } from '~/paraglide/messages';
import { getLocale, localizeHref } from '~/paraglide/runtime';

interface ProgrammeFiltersProps {
  plays: Array<{ slug: string; title: string }>;
  stages: Array<{ slug: string; name: string }>;
  months: string[];
  /** The filters in the URL; a value none of the choices has shows as "all". */
  search: ProgrammeSearch;
}

/** The filters given a value, as search params (an empty choice means "all" and is left out). */
function chosenFilters(form: HTMLFormElement): ProgrammeSearch {
  const data = new FormData(form);
  const search: ProgrammeSearch = {};
  for (const key of PROGRAMME_FILTERS) {
    const value = data.get(key);
    if (typeof value === 'string' && value) search[key] = value;
  }
  return search;
}

/**
 * The programme's filters by play, stage and month: a plain GET form, so they work before
 * (or without) JavaScript; once hydrated, the router navigates instead of reloading.
 */
export function ProgrammeFilters({ plays, stages, months, search }: ProgrammeFiltersProps) {
  const id = useId();
  const navigate = useNavigate();
  const locale = getLocale();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate({ to: '/programme', search: chosenFilters(event.currentTarget) });
  };
  const filtered = PROGRAMME_FILTERS.some((key) => search[key]);
  const field = 'flex min-w-40 flex-col gap-1 text-sm';
  const select = 'h-10 rounded-md border border-[var(--border)] bg-[var(--background)] px-2';
  return (
    <search aria-label={m.programme_filters_label()}>
      <form
        key={PROGRAMME_FILTERS.map((key) => search[key] ?? '').join('|')}
        action={localizeHref('/programme')}
        method="get"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-4"
      >
        <div className={field}>
          <label htmlFor={`${id}-play`}>{m.programme_filter_play()}</label>
          <select id={`${id}-play`} name="play" defaultValue={search.play ?? ''} className={select}>
            <option value="">{m.programme_all_plays()}</option>
            {plays.map((play) => (
              <option key={play.slug} value={play.slug}>
                {play.title}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-stage`}>{m.programme_filter_stage()}</label>
          <select id={`${id}-stage`} name="stage" defaultValue={search.stage ?? ''} className={select}>
            <option value="">{m.programme_all_stages()}</option>
            {stages.map((stage) => (
              <option key={stage.slug} value={stage.slug}>
                {stage.name}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-month`}>{m.programme_filter_month()}</label>
          <select id={`${id}-month`} name="month" defaultValue={search.month ?? ''} className={select}>
            <option value="">{m.programme_all_months()}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, locale)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{m.programme_apply()}</Button>
        {filtered ? (
          <Link to="/programme" className="inline-flex h-10 items-center text-sm underline underline-offset-4">
            {m.programme_reset()}
          </Link>
        ) : null}
      </form>
    </search>
  );
}
