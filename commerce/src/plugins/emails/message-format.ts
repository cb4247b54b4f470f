/**
 * Messages in the inlang message format the storefront's Paraglide files use: a text
 * with {placeholders}, or a list holding one message with plural variants, e.g.
 * [{ "declarations": ["input count", "local countPlural = count: plural"],
 *    "selectors": ["countPlural"],
 *    "match": { "countPlural=one": "{count} ticket", "countPlural=other": "{count} tickets" } }]
 */
export interface VariantMessage {
  declarations: string[];
  selectors: string[];
  match: Record<string, string>;
}
export type Message = string | [VariantMessage];
export type MessageCatalog = Record<string, Message>;
export type MessageParams = Record<string, string | number>;

const PLURAL_LOCAL = /^local (\w+) = (\w+): plural$/;

function fill(pattern: string, params: MessageParams, key: string): string {
  return pattern.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Message ${key} needs {${name}}`);
    return String(value);
  });
}

/** The value of each selector: a plural category from Intl.PluralRules for the `local x = y: plural` declarations. */
function selectorValues(message: VariantMessage, params: MessageParams, intlLocale: string, key: string) {
  const values = new Map<string, string>();
  for (const declaration of message.declarations) {
    if (declaration.startsWith('input ')) continue;
    const plural = PLURAL_LOCAL.exec(declaration);
    if (!plural) throw new Error(`Message ${key}: unsupported declaration "${declaration}"`);
    const [, local = '', input = ''] = plural;
    values.set(local, new Intl.PluralRules(intlLocale).select(Number(params[input])));
  }
  return values;
}

/** Reads "countPlural=one, kind=*" into [["countPlural", "one"], ["kind", "*"]]. */
function conditions(matchKey: string): Array<[string, string]> {
  return matchKey.split(',').map((part) => {
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    return [name, value];
  });
}

function chooseVariant(message: VariantMessage, values: Map<string, string>, key: string): string {
  const candidates = Object.entries(message.match).filter(([matchKey]) =>
    conditions(matchKey).every(([name, value]) => value === '*' || values.get(name) === value),
  );
  // An exact match beats a catch-all.
  const exact = candidates.find(([matchKey]) => conditions(matchKey).every(([, value]) => value !== '*'));
  const chosen = exact ?? candidates[0];
  if (!chosen) throw new Error(`Message ${key} has no variant for ${JSON.stringify(Object.fromEntries(values))}`);
  return chosen[1];
}

/** The text of one message in a language, its placeholders filled and its plural variant chosen. */
export function formatMessage(
  catalog: MessageCatalog,
  intlLocale: string,
  key: string,
  params: MessageParams = {},
): string {
  const message = catalog[key];
  if (message === undefined) throw new Error(`No message ${key}`);
  if (typeof message === 'string') return fill(message, params, key);
  const [variants] = message;
  return fill(chooseVariant(variants, selectorValues(variants, params, intlLocale, key), key), params, key);
}
