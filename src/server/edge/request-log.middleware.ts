import { createMiddleware } from '@tanstack/react-start';
import { answerInRequestScope } from '../log.server';

/**
 * First in the chain: every request in the scope of its id, the id on the answer and one
 * access-log line when it is answered (ADR 038).
 */
export const requestLogMiddleware = createMiddleware().server(({ request, next }) =>
  answerInRequestScope(request, async () => (await next()).response),
);
