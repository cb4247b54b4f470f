/**
 * Bad calls to server functions are the caller's fault and get a 4xx: a body that is
 * too large or not JSON is refused before the framework parses it, and an unknown
 * function id is a 404. (Invalid fields are refused by each function's zod schema.)
 */
const SERVER_FN_PREFIX = '/_serverFn/';
export const MAX_SERVER_FN_BODY_BYTES = 64 * 1024;

export function isServerFnCall(request: Request): boolean {
  return new URL(request.url).pathname.startsWith(SERVER_FN_PREFIX);
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function serverFnRejection(request: Request): Promise<Response | null> {
  if (request.method !== 'POST' || !isServerFnCall(request)) return null;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_SERVER_FN_BODY_BYTES) return plain(413, 'Payload too large');
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return null;
  const text = await request.clone().text();
  if (text.length > MAX_SERVER_FN_BODY_BYTES) return plain(413, 'Payload too large');
  if (text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return plain(400, 'Bad request: the body is not JSON');
  }
  // The framework sends no body, or its serializer's object (`{ t, f, m }`); anything else is not one of our calls.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('t' in parsed)) {
    return plain(400, 'Bad request: not a server function call');
  }
  return null;
}

/** The framework answers 500 for a function id it does not know; that is a 404. */
export async function unknownServerFn(response: Response): Promise<Response | null> {
  const text = await response.clone().text();
  return text.includes('Server function info not found') ? plain(404, 'No such server function') : null;
}
