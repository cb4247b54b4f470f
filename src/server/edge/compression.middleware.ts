import { createMiddleware } from '@tanstack/react-start';
import { compressResponse } from './compression.server';

/** Gzips the framework's dynamic answers (pages, server-function JSON) for clients that accept it. */
export const compressionMiddleware = createMiddleware().server(async ({ request, next }) =>
  compressResponse(request, (await next()).response),
);
