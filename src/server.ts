import handler from '@tanstack/react-start/server-entry';
import { paraglideMiddleware } from './paraglide/server';
import { compressResponse } from './server/compression.server';
import { serverEnv } from './server/env.server';

// Fail at start-up, with a readable message, when the Shop API is not configured.
serverEnv();

export default {
  async fetch(request: Request): Promise<Response> {
    const response = await paraglideMiddleware(request, ({ request: localized }) => handler.fetch(localized));
    return compressResponse(request, response);
  },
};
