import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  count,
  describeProblems,
  flag,
  orElse,
  port,
  secret,
  sharedVariables,
  url,
} from './environment-rules.server.ts';

/** Parses one variable as an environment of its own, named X. */
const read = <T>(schema: z.ZodType<T, string | undefined>, value: string | undefined) => {
  const parsed = z.object({ X: schema }).safeParse({ X: value });
  return parsed.success ? { value: parsed.data.X } : { problems: describeProblems(parsed.error) };
};

describe('the shared environment rules', () => {
  it('reads a flag in any of its spellings and any case', () => {
    for (const value of ['true', '1', 'yes', 'on', 'TRUE', 'Yes', ' on '])
      expect(read(flag('X'), value), value).toEqual({ value: true });
    for (const value of ['false', '0', 'no', 'off', 'False', 'NO'])
      expect(read(flag('X'), value), value).toEqual({ value: false });
  });

  it('refuses any other flag, naming the variable', () => {
    expect(read(flag('X'), 'maybe')).toEqual({
      problems: ['X must be true or false (also 1/0, yes/no, on/off), got "maybe"'],
    });
  });

  it('treats an empty variable as unset, so the default applies', () => {
    expect(read(flag('X'), '')).toEqual({ value: undefined });
    expect(read(orElse(flag('X'), true), '')).toEqual({ value: true });
    expect(read(orElse(port('X'), 3001), '')).toEqual({ value: 3001 });
    expect(read(sharedVariables.REDIS_KEY_PREFIX, '')).toEqual({ value: 'foyer' });
  });

  it('checks ports, counts and secrets', () => {
    expect(read(port('X'), '65535')).toEqual({ value: 65535 });
    expect(read(port('X'), '65536')).toEqual({ problems: ['X must be a port number, got "65536"'] });
    expect(read(count('X'), '0')).toEqual({ problems: ['X must be a whole number above 0, got "0"'] });
    expect(read(count('X', 0), '0')).toEqual({ value: 0 });
    expect(read(secret('X', 16), 'short')).toEqual({ problems: ['X must be at least 16 characters long'] });
  });

  it('checks a URL without repeating it, since it may hold a password', () => {
    const redis = url('X', ['redis', 'rediss'], 'redis://127.0.0.1:6379/0');
    expect(read(redis, 'rediss://:pw@cache.example:6380')).toEqual({ value: 'rediss://:pw@cache.example:6380' });
    for (const value of ['http://:hunter2@cache.example', 'redis://', 'not a url']) {
      expect(read(redis, value), value).toEqual({
        problems: ['X must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0'],
      });
    }
  });
});
