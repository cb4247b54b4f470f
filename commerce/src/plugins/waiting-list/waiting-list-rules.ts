import { createHash, randomBytes } from 'node:crypto';
import { MAX_WAITING_SEATS } from './constants';
import type { WaitingListState } from './types';

/** A new link token (sent in an email) and the digest that is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token from a link: base64url of the length `newToken` makes, nothing else is looked up. */
export function wellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(token);
}

/** Trimmed, lower-cased, and shaped like an address; undefined when it is not one. */
export function normalizeEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return undefined;
  return email;
}

export function validSeatCount(seats: number): boolean {
  return Number.isInteger(seats) && seats >= 1 && seats <= MAX_WAITING_SEATS;
}

/** Entries that still stand in line (a second join with the same address is not another entry). */
export const STANDING_STATES: readonly WaitingListState[] = ['PENDING_CONFIRMATION', 'WAITING', 'OFFERED'];

/** An offer is claimable until its time, and only once. */
export function offerClaimable(
  entry: { state: WaitingListState; offeredUntil: Date | null },
  now: Date,
): 'ok' | 'expired' | 'gone' {
  if (entry.state !== 'OFFERED') return entry.state === 'EXPIRED' ? 'expired' : 'gone';
  return (entry.offeredUntil?.getTime() ?? 0) > now.getTime() ? 'ok' : 'expired';
}

/** The first in line who can be offered `free` seats: strictly the first; nobody jumps the line. */
export function nextInLine<T extends { seats: number }>(waiting: readonly T[], free: number): T | undefined {
  const first = waiting[0];
  return first && first.seats <= free ? first : undefined;
}
