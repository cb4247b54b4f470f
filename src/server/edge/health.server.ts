/**
 * Health routes for the proxy and the service manager (issue 17):
 * - `GET /health`: this process is alive and answering (no other check, so a Vendure
 *   outage never makes the proxy restart or drop healthy storefronts);
 * - `GET /ready`: it can serve pages, i.e. Vendure answers its own `/health`, which
 *   checks Vendure's database. A proxy sends visitors only to ready instances.
 * Both answer JSON, never cached, before locale handling and the CSRF guard.
 */

const HEALTH_PATHS = new Set(['/health', '/ready']);
const READY_TIMEOUT_MS = 2000;

function answer(status: number, body: Record<string, unknown>, method: string): Response {
  return new Response(method === 'HEAD' ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Vendure's health route, beside the Shop API it serves (`http://host:3001/shop-api` → `http://host:3001/health`). */
export function vendureHealthUrl(shopApiUrl: string): string {
  return new URL('/health', shopApiUrl).toString();
}

export async function healthResponse(request: Request, shopApiUrl: string): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (!HEALTH_PATHS.has(pathname)) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' } });
  }
  if (pathname === '/health') return answer(200, { status: 'ok' }, request.method);
  try {
    const vendure = await fetch(vendureHealthUrl(shopApiUrl), { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await vendure.body?.cancel();
    if (vendure.ok) return answer(200, { status: 'ready' }, request.method);
    return answer(503, { status: 'not ready', vendure: vendure.status }, request.method);
  } catch {
    return answer(503, { status: 'not ready', vendure: 'unreachable' }, request.method);
  }
}
