import { isRedirect } from '@tanstack/react-router';

/**
 * The response with its headers changed by `change`. A copy around the same body, except
 * for a router redirect: the framework resolves that one by its identity once the request
 * middleware has returned (the Location of a `redirect({ to })`, or the JSON a server
 * function's caller reads), so its headers are changed in place.
 */
export function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  if (isRedirect(response)) {
    change(response.headers);
    return response;
  }
  const headers = new Headers(response.headers);
  change(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
