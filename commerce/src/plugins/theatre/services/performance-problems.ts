/** What a schedule or a change sets; a change leaves out what stays as it is. */
export interface PerformanceChange {
  startsAt?: Date | string;
  /** Price of one ticket in minor units, tax included as the channel's prices are. */
  price?: number;
  /** The performance's seats in all: sold, held and still for sale. */
  seats?: number;
}

/** What a schedule or a change must fit. */
export interface PerformanceLimits {
  stageCapacity: number;
  /** Tickets sold or held now (the variant's stockAllocated): the seats cannot go below it. */
  taken?: number;
  /** The change would move the performance to another play. */
  playChanged?: boolean;
  /** The performance is cancelled. */
  cancelled?: boolean;
}

/**
 * Why a schedule or a change of a performance is refused, one sentence per problem:
 * said in the Dashboard's error toast, so in plain words. Empty when it is fine.
 */
export function performanceProblems(change: PerformanceChange, limits: PerformanceLimits, now = new Date()): string[] {
  const problems: string[] = [];
  if (limits.cancelled) problems.push('A cancelled performance cannot be changed.');
  if (limits.playChanged)
    problems.push(
      'A performance cannot move to another play, because its tickets belong to the play; cancel it and schedule the other play instead.',
    );
  if (change.startsAt !== undefined) {
    const startsAt = new Date(change.startsAt);
    if (Number.isNaN(startsAt.getTime())) problems.push('The date and time are not valid.');
    else if (startsAt <= now) problems.push('A performance can only be scheduled in the future.');
  }
  const { seats } = change;
  if (seats !== undefined) {
    if (!Number.isInteger(seats) || seats < 1)
      problems.push('The number of seats must be a whole number of at least 1.');
    else if (seats > limits.stageCapacity)
      problems.push(`The stage has ${limits.stageCapacity} seats; ${seats} cannot be sold.`);
    else if (limits.taken !== undefined && seats < limits.taken)
      problems.push(
        `${limits.taken} tickets are sold or held, so the performance cannot have fewer than ${limits.taken} seats.`,
      );
  }
  if (change.price !== undefined && (!Number.isInteger(change.price) || change.price < 0))
    problems.push('The price must be zero or more.');
  return problems;
}
