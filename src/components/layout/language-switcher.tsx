import { useRouterState } from '@tanstack/react-router';
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

/** Links to the current page in every language; full page loads, so the whole page changes language. */
export function LanguageSwitcher() {
  const href = useRouterState({ select: (s) => s.location.href });
  const current = getLocale();
  return (
    <nav aria-label={m.language_label()}>
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
  );
}
