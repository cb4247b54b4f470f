import { useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { isLocale, LOCALES, type Locale } from '~/lib/locales';
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
 * language. Wide screens list the seven links. A phone has a select and a button: a
 * closed select fires `change` at every arrow key on some systems, so moving through it
 * must not leave the page (WCAG 3.2.2); the button commits the choice. Without
 * JavaScript the form asks the server's /language route, which redirects to the page.
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
      <form
        action="/language"
        method="get"
        className="flex items-center gap-1 md:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          const locale = new FormData(event.currentTarget).get('locale');
          if (isLocale(locale)) window.location.assign(localizeHref(href, { locale }));
        }}
      >
        <label htmlFor={selectId} className="sr-only">
          {m.language_label()}
        </label>
        <select
          id={selectId}
          name="locale"
          defaultValue={current}
          className="rounded-md border border-[var(--border)] bg-[var(--background)] px-1 py-1 text-sm"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {NAMES[locale]}
            </option>
          ))}
        </select>
        <input type="hidden" name="path" value={href} />
        <button type="submit" className="rounded-md border border-[var(--border)] px-2 py-1 text-sm">
          {m.language_submit()}
        </button>
      </form>
    </>
  );
}
