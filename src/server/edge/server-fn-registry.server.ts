// The framework's own table of the server functions this build holds: the module TanStack
// Start's plugin generates for `#tanstack-start-server-fn-resolver` (a manifest from id
// to function, the one the framework itself looks calls up in). Ids are stable (ADR 045).
import { getServerFnById } from '#tanstack-start-server-fn-resolver';

/** What the build knows of a function id: nothing, or the function and the method it answers. */
export type ServerFnLookup = { known: false } | { known: true; method?: string };

/**
 * Looks `id` up among the server functions a client may call. The framework answers an
 * unknown id by logging an error with its stack and a 500, and a call with the wrong
 * method with a 405 it never logs; the guard asks first and answers both with one warning
 * line (ADR 031).
 */
export async function lookUpServerFn(id: string): Promise<ServerFnLookup> {
  if (!id) return { known: false };
  let action: unknown;
  try {
    action = await getServerFnById(id, { origin: 'client' });
  } catch {
    return { known: false };
  }
  if (typeof action !== 'function') return { known: false };
  const method = (action as { method?: unknown }).method;
  return { known: true, method: typeof method === 'string' ? method.toUpperCase() : undefined };
}
