import { log } from '../log.server';

/** One warning line per refused request: method, the start of the path, status and why. */
export function warnRefused(request: Request, status: number, reason: string): void {
  const path = new URL(request.url).pathname.slice(0, 120);
  log().warn({ method: request.method, path, status, reason }, 'refused');
}

/** A short plain-text refusal that never echoes the request, logged once as a warning. */
export function refusal(
  request: Request,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): Response {
  warnRefused(request, status, text);
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
