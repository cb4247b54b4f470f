// A loopback proxy in front of Vendure's Shop API that records every request the
// storefront makes: the bench replays them as the page's floor and counts cache hits
// with them; the production-profile test counts what reaches Vendure with them.
import http from 'node:http';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, unknown>;
  body?: string;
}

export function startCountingProxy({
  port,
  target,
}: {
  port: number;
  target: { port: number };
}): Promise<{ recorded: RecordedCall[]; stop(): Promise<void> }> {
  const recorded: RecordedCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers, host: `localhost:${target.port}` };
      recorded.push({
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers,
        body: body.length ? body.toString() : undefined,
      });
      const upstream = http.request(
        { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        recorded,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** The GraphQL operation a recorded request named (GET query string or JSON body). */
export function operationOf(call: { path: string; body?: string }): string {
  const url = new URL(call.path, 'http://x');
  return url.searchParams.get('operationName') ?? (call.body ? JSON.parse(call.body).operationName : '?');
}

/**
 * The storefront's live reads (ADR 041): never cached, made on every render of a page
 * that shows seats or stock. Everything else a page reads can come from its read cache.
 */
export const LIVE_OPERATIONS: Set<string> = new Set(['GetStockLevels']);
