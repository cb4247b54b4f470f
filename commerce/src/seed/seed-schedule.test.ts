import { describe, expect, it } from 'vitest';
import { doorIsOpen } from '../plugins/tickets/ticket-rules';
import { performances } from './data/theatre.data';
import { performanceStart } from './seed-catalog';

describe('the seeded schedule', () => {
  it('has one performance whose door is open right after seeding, on sale with plenty of seats, a half hour on the clock', () => {
    for (const seededAt of [new Date('2026-11-24T23:38:00Z'), new Date('2026-03-29T00:16:00Z'), new Date()]) {
      const open = performances.filter((p) =>
        doorIsOpen({ startsAt: performanceStart(seededAt, p), cancelledAt: null }, seededAt),
      );
      expect(open).toHaveLength(1);
      const [tonight] = open;
      const startsAt = performanceStart(seededAt, tonight!);
      expect(startsAt.getTime()).toBeGreaterThan(seededAt.getTime() + 2 * 3600_000);
      expect(startsAt.getTime() % (30 * 60_000)).toBe(0);
      expect(tonight!.freeSeats).toBeGreaterThanOrEqual(100);
      // Its door stays open through the evening of trying it: still open 8 hours later.
      expect(doorIsOpen({ startsAt, cancelledAt: null }, new Date(seededAt.getTime() + 8 * 3600_000))).toBe(true);
    }
  });

  it('starts the other performances on their day at their local time in Sofia', () => {
    const seededAt = new Date('2026-07-01T10:00:00Z');
    const tartuffe = performances.find((p) => 'dayOffset' in p && p.dayOffset === 2)!;
    expect(performanceStart(seededAt, tartuffe).toISOString()).toBe('2026-07-03T16:00:00.000Z');
  });
});
