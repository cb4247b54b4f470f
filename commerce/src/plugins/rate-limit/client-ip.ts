import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** Set by the storefront's server: the shopper's IP, and the secret that makes it believable. */
export const CLIENT_IP_HEADER = 'x-foyer-client-ip';
export const CLIENT_IP_SECRET_HEADER = 'x-foyer-client-ip-secret';

/** What the client IP is read from: an Express request's headers and socket. */
export interface IncomingRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined };
}

function sameSecret(given: string, expected: string): boolean {
  // Digests of equal length, so the comparison takes as long whatever was sent.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The client the limits count. All shoppers reach Vendure through the storefront's server,
 * so the socket shows the storefront; the storefront names the shopper in a header, which
 * is believed only beside the shared secret. Anyone else is counted by their own address.
 */
export function clientIp(request: IncomingRequest, secret: string | undefined): string {
  const socketIp = request.socket?.remoteAddress ?? 'unknown';
  if (!secret) return socketIp;
  const givenSecret = single(request.headers[CLIENT_IP_SECRET_HEADER]);
  const named = single(request.headers[CLIENT_IP_HEADER])?.trim();
  if (givenSecret === undefined || !named || !sameSecret(givenSecret, secret)) return socketIp;
  return isIP(named) ? named : socketIp;
}
