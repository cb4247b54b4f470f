import { createMiddleware } from '@tanstack/react-start';
import { serverEnv } from '../env.server';
import { invalidationResponse } from './cache-invalidation.server';

/**
 * Vendure's "staff changed something" call (ADR 024), authenticated by a shared secret
 * rather than an Origin: before the CSRF check, which would refuse it.
 */
export const cacheInvalidationMiddleware = createMiddleware().server(
  ({ request, next }) => invalidationResponse(request, serverEnv()) ?? next(),
);
