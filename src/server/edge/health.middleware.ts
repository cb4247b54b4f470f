import { createMiddleware } from '@tanstack/react-start';
import { serverEnv } from '../env.server';
import { healthResponse } from './health.server';

/** The proxy's and the service manager's questions, `/health` and `/ready` (ADR 038). */
export const healthMiddleware = createMiddleware().server(
  async ({ request, next }) => (await healthResponse(request, serverEnv().VENDURE_SHOP_API_URL)) ?? next(),
);
