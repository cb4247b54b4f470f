/**
 * Checks for message files in the inlang message format (the interface's
 * messages/{locale}.json and the emails' commerce/email-messages/{locale}.json): a
 * message is a text with {placeholders}, or a list holding one message whose `match`
 * maps plural categories ("countPlural=one") to texts. Used by messages.test.ts.
 */
export interface VariantMessage {
  declarations?: string[];
  selectors?: string[];
  match: Record<string, string>;
}
export type Message = string | VariantMessage[];
export type MessageFile = Record<string, Message>;

/** The keys of a message file, without its $schema. */
export const keysOf = (messages: Record<string, unknown>) => Object.keys(messages).filter((key) => key !== '$schema');

const placeholdersIn = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();

/** The texts of a message: itself, or each of its variants. */
export function textsOf(message: Message | undefined): string[] {
  if (message === undefined) return [];
  if (typeof message === 'string') return [message];
  return message.flatMap((variant) => Object.values(variant.match));
}

/**
 * The placeholders a message uses, or an error when its variants disagree (a plural
 * variant that drops {count} would show a number nowhere).
 */
export function placeholdersOf(message: Message | undefined): string[] {
  const sets = textsOf(message).map((text) => placeholdersIn(text).join(','));
  const distinct = [...new Set(sets)];
  if (distinct.length > 1) throw new Error(`variants use different placeholders: ${distinct.join(' | ')}`);
  return distinct[0] ? distinct[0].split(',') : [];
}

/** The locals a message declares as plurals ("local countPlural = count: plural"). */
function pluralSelectors(variant: VariantMessage): string[] {
  return (variant.declarations ?? [])
    .map((declaration) => /^local (\w+) = \w+: plural\b/.exec(declaration)?.[1])
    .filter((name): name is string => Boolean(name));
}

/**
 * The plural categories of `intlLocale` (from Intl.PluralRules, i.e. CLDR) that a
 * message has no variant for; a catch-all `*` covers them all. Empty for a plain text.
 */
export function missingPluralCategories(message: Message | undefined, intlLocale: string): string[] {
  if (message === undefined || typeof message === 'string') return [];
  const required = new Intl.PluralRules(intlLocale).resolvedOptions().pluralCategories;
  return message.flatMap((variant) =>
    pluralSelectors(variant).flatMap((selector) => {
      const covered = new Set(
        Object.keys(variant.match).flatMap((key) =>
          key
            .split(',')
            .map((condition) => condition.trim().split('='))
            .filter(([name]) => name === selector)
            .map(([, value]) => value),
        ),
      );
      return covered.has('*') ? [] : required.filter((category) => !covered.has(category));
    }),
  );
}

/** Whether a message chooses among plural variants. */
export const isPlural = (message: Message | undefined) =>
  Array.isArray(message) && message.some((variant) => pluralSelectors(variant).length > 0);
