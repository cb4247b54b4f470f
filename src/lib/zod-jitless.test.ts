import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOD_JITLESS_SCRIPT } from './zod-jitless';

describe('ZOD_JITLESS_SCRIPT', () => {
  afterEach(() => {
    z.config({ jitless: false });
  });

  it("switches off Zod's compiled validators (and so its eval probe), keeping them working", () => {
    expect(z.config().jitless).toBeFalsy();
    new Function(ZOD_JITLESS_SCRIPT)();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ quantity: z.number().int() }).safeParse({ quantity: 2 }).success).toBe(true);
  });
});
