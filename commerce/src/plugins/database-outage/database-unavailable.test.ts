import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, retryWhileDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('knows PostgreSQL going away and node-postgres losing the connection', () => {
    expect(isDatabaseUnavailable({ message: 'x', driverError: { code: '57P01' } })).toBe(true);
    expect(
      isDatabaseUnavailable({ originalError: { code: '57P03', message: 'the database system is starting up' } }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ originalError: { cause: { code: 'ECONNREFUSED' } } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves a query that was wrong, and other errors, alone', () => {
    expect(isDatabaseUnavailable({ message: 'duplicate key', driverError: { code: '23505' } })).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'FORBIDDEN', message: 'You are not currently authorized' })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('retryWhileDatabaseUnavailable', () => {
  it('tries again while the database is unreachable, then answers', async () => {
    let tries = 0;
    const answer = await retryWhileDatabaseUnavailable(async () => {
      tries += 1;
      if (tries < 3) throw new Error('Connection terminated unexpectedly');
      return 'loaded';
    }, [1, 1, 1, 1]);
    expect(answer).toBe('loaded');
    expect(tries).toBe(3);
  });

  it('throws any other failure at once, and the last outage once the tries are spent', async () => {
    let tries = 0;
    const wrong = retryWhileDatabaseUnavailable(async () => {
      tries += 1;
      throw new Error('duplicate key');
    }, [1, 1]);
    await expect(wrong).rejects.toThrow('duplicate key');
    expect(tries).toBe(1);
    const down = retryWhileDatabaseUnavailable(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    }, [1, 1]);
    await expect(down).rejects.toThrow('ECONNREFUSED');
  });
});
