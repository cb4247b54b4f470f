import { useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { LOCALES, type Locale } from '~/lib/locales';
import { m } from '~/paraglide/messages';
import { getLocale, localizeHref } from '~/paraglide/runtime';

const NAMES: Record<Locale, string> = {
  bg: 'Български',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
};

/**
 * The current page in every language; full page loads, so the whole page changes
 * language. Wide screens list the seven links; a phone has a select, which goes to the
 * chosen language as soon as it is picked (the phone's picker commits a choice once).
 */
export function LanguageSwitcher() {
  const href = useRouterState({ select: (s) => s.location.href });
  const current = getLocale();
  const selectId = useId();
  return (
    <>
      <nav aria-label={m.language_label()} className="hidden md:block">
        <ul className="flex flex-wrap gap-2 text-sm">
          {LOCALES.map((locale) => (
            <li key={locale}>
              <a
                href={localizeHref(href, { locale })}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                className={locale === current ? 'font-semibold underline' : undefined}
              >
                {NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="md:hidden">
        <label htmlFor={selectId} className="sr-only">
          {m.language_label()}
        </label>
        <select
          id={selectId}
          value={current}
          onChange={(event) => window.location.assign(localizeHref(href, { locale: event.target.value as Locale }))}
          className="rounded-md border border-[var(--border)] bg-[var(--background)] px-1 py-1 text-sm"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
