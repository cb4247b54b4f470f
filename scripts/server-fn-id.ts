// Stable, readable server-function ids for production builds (ADR 045). The build
// (vite.config.ts, TanStack Start's `serverFns.generateFunctionId`) and the load
// generators (load-test.ts, rush.ts) both name a function through this one module,
// so scripts call `/_serverFn/<id>` without re-deriving the framework's private hash.

/** What the compiler appends to the variable's name to name the extracted handler. */
const HANDLER_SUFFIX = /_createServerFn_handler(?:_\d+)?$/;

/**
 * The id of the server function exported as `name` from `file` (relative to the
 * repository, as the compiler gives it): `src/server/functions/order.functions.ts` and
 * `addItemToOrder` give `server.functions.order.functions--addItemToOrder`. URL-safe, unique per
 * file and name, and the same in every build.
 * `name` is the exported variable's name, or the compiler's handler name.
 */
export function serverFnId(file: string, name: string): string {
  const module = file
    .replaceAll('\\', '/')
    .replace(/^\.?\/?src\//, '')
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replaceAll('/', '.');
  return `${module}--${name.replace(HANDLER_SUFFIX, '')}`;
}

/** The option TanStack Start's plugin takes (`serverFns.generateFunctionId`). */
export const generateFunctionId = ({ filename, functionName }: { filename: string; functionName: string }): string =>
  serverFnId(filename, functionName);
