import { createMiddleware } from '@tanstack/react-start';
import { guardOtherBody, guardServerFnCall, isServerFnCall } from './server-fn-guard.server';

/**
 * A server-function call's framing and every body's size, before the framework parses
 * anything (ADR 031): the body is read within its limit as it arrives, and what was read
 * replaces it in the request the framework reads (src/server.ts made it replaceable).
 */
export const bodyGuardMiddleware = createMiddleware().server(async ({ request, next }) => {
  const guarded = isServerFnCall(request) ? await guardServerFnCall(request) : await guardOtherBody(request);
  return 'rejection' in guarded ? guarded.rejection : next();
});
