// A small round-robin HTTP proxy on loopback: what a load balancer does in front of
// several storefront instances, for the production profile and its test. Each request
// goes to the next instance; the answer names the instance in `x-served-by`.
import http from 'node:http';

/** How long before an instance's announced keep-alive timeout the proxy drops an idle socket. */
export const IDLE_MARGIN_MS = 2500;

/**
 * @param {{ port: number, targets: Array<{ name: string, url: string }> }} options
 * @returns {Promise<{ url: string, served: Record<string, number>, stop(): Promise<void> }>}
 */
export async function startLoopbackProxy({ port, targets }) {
  if (targets.length === 0) throw new Error('the proxy needs at least one target');
  // An idle connection to an instance is closed here well before the instance would
  // close it (its `Keep-Alive: timeout=5` hint less IDLE_MARGIN_MS), as a load balancer's
  // idle timeout sits below its backends'. Without `timeout` Node's agent ignores that
  // hint and keeps idle sockets until the instance closes them; a request sent on such a
  // socket as it closes gets a reset, which for a POST is a 502 (seen once in 20,000).
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 256,
    timeout: 60_000,
    agentKeepAliveTimeoutBuffer: IDLE_MARGIN_MS,
  });
  /** @type {Record<string, number>} */
  const served = Object.fromEntries(targets.map((t) => [t.name, 0]));
  let next = 0;

  const pick = () => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    return target;
  };

  /**
   * Sends the request to `target`. A GET or HEAD whose connection failed before any
   * answer (an instance closing an idle keep-alive socket as it is reused, or an
   * instance restarting) goes once to the next instance, as load balancers do; other
   * methods are never repeated.
   */
  const forward = (req, res, target, retried) => {
    const url = new URL(target.url);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        served[target.name] += 1;
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      if (idempotent && !retried && targets.length > 1) return forward(req, res, pick(), true);
      res.writeHead(502, { 'content-type': 'text/plain', 'x-served-by': target.name });
      res.end('Bad gateway: the storefront instance did not answer\n');
    });
    if (req.method === 'GET' || req.method === 'HEAD') upstream.end();
    else req.pipe(upstream);
  };

  const server = http.createServer((req, res) => forward(req, res, pick(), false));
  server.keepAliveTimeout = 5000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    url: `http://localhost:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    served,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
        agent.destroy();
      }),
  };
}
