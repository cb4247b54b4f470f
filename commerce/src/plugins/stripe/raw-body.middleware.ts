import type { IncomingMessage, ServerResponse } from 'node:http';

/** Stripe's events are small; anything bigger is not from Stripe. */
const LIMIT_BYTES = 512 * 1024;

/**
 * Keeps the webhook's body as the exact bytes received (a Buffer in `req.body`): the
 * signature is over those bytes, and a parsed-then-serialised JSON body never
 * verifies. Registered before Nest's own parsers, which then see a finished request
 * and leave it alone.
 */
export function rawBodyMiddleware(
  req: IncomingMessage & { body?: unknown },
  res: ServerResponse,
  next: (error?: unknown) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  req.on('data', (chunk: Buffer) => {
    if (failed) return;
    size += chunk.length;
    if (size > LIMIT_BYTES) {
      failed = true;
      res.statusCode = 413;
      res.end();
      req.resume();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (failed) return;
    req.body = Buffer.concat(chunks);
    next();
  });
  req.on('error', (error) => {
    if (failed) return;
    failed = true;
    next(error);
  });
}
