import { planText, type UnreservedArea } from '@foyer/shared/seating/seat-plan';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { buttonVariants } from '~/components/ui/button';
import { formatDateTime, formatTime } from '~/lib/format';
import { type Locale, VENDURE_LANGUAGE } from '~/lib/locales';
import { placesLeft } from '~/lib/seating/seat-index';
import { bestOutcomeText, minutesLeft, postedErrors } from '~/lib/seating/seat-outcome';
import type { SeatPageSearch } from '~/lib/seating/seat-search';
import { m } from '~/paraglide/messages';
import { getLocale, localizeHref } from '~/paraglide/runtime';
import type { getPerformanceSeating } from '~/server/functions/seating.functions';
import { AreaPlacesForm } from './area-places-form';
import { BestAvailableForm } from './best-available-form';
import { SeatPicker } from './seat-picker';
import { useSeatChoice } from './use-seat-choice';

type Found = NonNullable<Awaited<ReturnType<typeof getPerformanceSeating>>>;

export interface SeatPageProps {
  performance: Found['performance'];
  seating: NonNullable<Found['seating']>;
  /** The no-JavaScript best-available form's outcome, from the query string. */
  search: SeatPageSearch;
}

/** Where the best-available form posts without JavaScript (src/routes/best-seats.ts). */
export const BEST_SEATS_ACTION = '/best-seats';

/**
 * A reserved performance's seat choice: the play, date and stage; the live map (or the
 * list) whose seats are held on a click; how long the hold lasts; the way on to the cart;
 * and "best available", which works as a plain form post without JavaScript.
 */
export function SeatPage({ performance, seating, search }: SeatPageProps) {
  const locale = getLocale() as Locale;
  const language = VENDURE_LANGUAGE[locale];
  const choice = useSeatChoice({
    performanceId: performance.id,
    plan: seating.plan,
    language,
    initial: seating.states,
  });
  const currencyCode = performance.productVariant?.currencyCode ?? 'BGN';
  const holding = [...choice.states.values()].some((s) => s.mine && s.state === 'held');
  const posted = search.best;
  const unreserved = seating.plan.areas.filter((area): area is UnreservedArea => area.kind === 'unreserved');
  const zonePrice = new Map(seating.zones.map((zone) => [zone.code, zone.priceWithTax]));

  return (
    <article className="space-y-8">
      <header className="space-y-1">
        <h1 className="font-serif text-3xl">{m.seats_heading()}</h1>
        <p className="text-lg">
          <Link to="/plays/$slug" params={{ slug: performance.play.slug }} className="font-semibold hover:underline">
            {performance.play.title}
          </Link>
        </p>
        <p>
          <time dateTime={performance.startsAt}>{formatDateTime(performance.startsAt, locale)}</time>
          <span className="text-[var(--muted-foreground)]"> · {performance.stage.name}</span>
        </p>
      </header>

      {holding && choice.holdExpiresAt ? <HoldNotice expiresAt={choice.holdExpiresAt} locale={locale} /> : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SeatPicker
          plan={seating.plan}
          zones={seating.zones}
          currencyCode={currencyCode}
          states={choice.states}
          onToggle={(key) => void choice.toggle(key)}
          pendingKeys={choice.pending}
          language={language}
          locale={locale}
          notice={choice.notice}
        />
        <div className="space-y-6">
          {posted ? (
            <p
              role={posted === 'ok' ? 'status' : 'alert'}
              data-testid="best-outcome"
              className="rounded-md border border-[var(--border)] px-4 py-2 text-sm font-medium"
            >
              {search.area && posted === 'ok' ? m.seating_places_done() : bestOutcomeText(posted)}
            </p>
          ) : null}
          <BestAvailableForm
            action={localizeHref(BEST_SEATS_ACTION)}
            performanceId={performance.id}
            zones={seating.zones}
            currencyCode={currencyCode}
            locale={locale}
            errors={search.area ? {} : postedErrors(search)}
            onSubmit={async (values) => {
              const answer = await choice.chooseBest(values);
              return {
                feedback: answer.ok
                  ? { kind: 'done', text: m.seating_best_done() }
                  : { kind: 'error', text: answer.text ?? m.seating_refused_failed() },
              };
            }}
          />
          {unreserved.map((area) => (
            <AreaPlacesForm
              key={area.key}
              action={localizeHref(BEST_SEATS_ACTION)}
              performanceId={performance.id}
              areaKey={area.key}
              areaName={planText(area.name, language)}
              priceWithTax={zonePrice.get(area.zone)}
              currencyCode={currencyCode}
              placesLeft={placesLeft(area, choice.states)}
              locale={locale}
              countWrong={search.best === 'fields' && search.area === area.key && postedErrors(search).count === true}
              onSubmit={async (values) => {
                const answer = await choice.chooseBest(values);
                return {
                  feedback: answer.ok
                    ? { kind: 'done', text: m.seating_places_done() }
                    : { kind: 'error', text: answer.text ?? m.seating_refused_failed() },
                };
              }}
            />
          ))}
          <nav className="flex flex-wrap gap-3" aria-label={m.seats_heading()}>
            <Link to="/cart" className={buttonVariants({ variant: holding ? 'default' : 'outline' })}>
              {m.seats_continue_cart()}
            </Link>
            {holding ? (
              <Link to="/checkout" className={buttonVariants({ variant: 'outline' })}>
                {m.seats_continue_checkout()}
              </Link>
            ) : null}
          </nav>
        </div>
      </div>
    </article>
  );
}

/** "Held until 19:42" and a live "n min left", read against the clock every few seconds. */
function HoldNotice({ expiresAt, locale }: { expiresAt: string; locale: Locale }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  const left = minutesLeft(expiresAt, now);
  return (
    <div
      className="rounded-md border border-[var(--border)] bg-[var(--muted)] px-4 py-3"
      data-testid="seat-hold-notice"
    >
      {left > 0 ? (
        <p className="font-medium">
          {m.seats_held_until({ time: formatTime(expiresAt, locale) })}{' '}
          <span role="timer" className="tabular-nums">
            {m.seats_minutes_left({ minutes: left })}
          </span>
        </p>
      ) : (
        <p role="alert">{m.seats_hold_over()}</p>
      )}
    </div>
  );
}
