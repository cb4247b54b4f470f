import { createMiddleware, createStart } from '@tanstack/react-start';
import { LOCALE_HEADER } from '~/lib/locales';
import { getLocale } from '~/paraglide/runtime';
import { inputValidationStatus } from '~/server/input-validation.functions';

/**
 * Server functions are called at a locale-free URL, so the page's locale travels in
 * a header; the server's Paraglide strategy "custom-serverFn" reads it (server.ts).
 */
const sendLocale = createMiddleware({ type: 'function' }).client(({ next }) =>
  next({ headers: { [LOCALE_HEADER]: getLocale() } }),
);

export const startInstance = createStart(() => ({ functionMiddleware: [sendLocale, inputValidationStatus] }));
