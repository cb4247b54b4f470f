/**
 * The storefront's URL prefix for a Vendure language code: Bulgarian (the default)
 * has none, the others are /en, /de, /es, /fr, /it and /pt (Vendure's pt_BR).
 * Anything else falls back to the default language's unprefixed routes.
 */
export function storefrontPrefix(languageCode: string | null | undefined): string {
  switch (languageCode) {
    case 'en':
    case 'de':
    case 'es':
    case 'fr':
    case 'it':
      return `/${languageCode}`;
    case 'pt':
    case 'pt_BR':
      return '/pt';
    default:
      return '';
  }
}

/** A storefront page in a language, e.g. ("http://x", "de", "/account/verify") → "http://x/de/account/verify". */
export function localizedUrl(storefrontUrl: string, languageCode: string | null | undefined, path: string): string {
  return `${storefrontUrl.replace(/\/+$/, '')}${storefrontPrefix(languageCode)}${path}`;
}
