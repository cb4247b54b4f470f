import { createMiddleware } from '@tanstack/react-start';
import { getRequest, setResponseStatus } from '@tanstack/react-start/server';
import { warnRefused } from './refusal.server';

/**
 * Whether a server function's call failed in its validator. TanStack Start runs a
 * Standard Schema validator (our zod schemas) before the handler and throws
 * `new Error(JSON.stringify(issues))` when the input is refused: a message that is a JSON
 * list of issues, each with a `message` and a `path`. No handler of ours throws that.
 */
export function isValidationFailure(error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return false;
  let issues: unknown;
  try {
    issues = JSON.parse(error.message);
  } catch {
    return false;
  }
  return (
    Array.isArray(issues) &&
    issues.length > 0 &&
    issues.every(
      (issue) =>
        typeof issue === 'object' &&
        issue !== null &&
        typeof (issue as { message?: unknown }).message === 'string' &&
        Array.isArray((issue as { path?: unknown }).path),
    )
  );
}

/**
 * Input refused by a server function's validator is the caller's fault: HTTP 400 and one
 * warning line, instead of the framework's 200 (ADR 031). The error itself travels on
 * unchanged, so the page's code gets what it got before and every form says what it said.
 */
export const inputValidationStatus = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next();
  } catch (error) {
    if (isValidationFailure(error)) {
      setResponseStatus(400);
      warnRefused(getRequest(), 400, 'Bad request: invalid input');
    }
    throw error;
  }
});
