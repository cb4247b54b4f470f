/**
 * HTML that went through the server's allow-list sanitiser (src/server/functions/rich-text.server.ts).
 * Only that module makes one, so a component that renders HTML and asks for SafeHtml
 * cannot be given Vendure's text unsanitised: the compiler checks it (ADR 023).
 */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };
