import { TICKETS } from '@foyer/shared/ticket-names';
import { describe, expect, it } from 'vitest';
import { collections } from './catalog.data';

describe('the seed catalogue', () => {
  it("names the tickets collection as @foyer/shared's TICKETS, in every language", () => {
    expect(collections.find((collection) => collection.slug === 'tickets')?.name).toEqual(TICKETS);
  });
});
