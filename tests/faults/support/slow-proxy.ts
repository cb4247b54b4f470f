import net from 'node:net';

/**
 * A TCP proxy the fault tests put between two parts of the profile (Vendure and
 * PostgreSQL, the storefronts and Vendure) to make the network between them bad on
 * purpose: every chunk delayed, the connections under way dropped, or connections taken
 * and never answered. Passes everything straight through until told otherwise. ADR 064
 * says why a few lines of `net` rather than Toxiproxy.
 */
export interface SlowProxy {
  /** Where to connect instead of the target. */
  port: number;
  /** Connections opened through it so far. */
  readonly opened: number;
  /** Delays every chunk, each way, by `ms` (0: none), in order. */
  setLatency(ms: number): void;
  /** Resets every connection under way, as a lost route or a restarted firewall does. */
  dropAll(): void;
  /** Takes new connections and sends nothing on (a black hole), until turned off. */
  setBlackhole(on: boolean): void;
  close(): Promise<void>;
}

/** A one-way pipe that hands each chunk on `latency()` ms after it came, never out of order. */
function delayedPipe(from: net.Socket, to: net.Socket, latency: () => number) {
  const queue: Array<{ due: number; chunk: Buffer }> = [];
  let timer: NodeJS.Timeout | undefined;
  const drain = () => {
    timer = undefined;
    const now = Date.now();
    while (queue.length && (queue[0]?.due ?? 0) <= now) {
      const next = queue.shift();
      if (next && !to.destroyed) to.write(next.chunk);
    }
    const head = queue[0];
    if (head) timer = setTimeout(drain, head.due - now);
  };
  from.on('data', (chunk: Buffer) => {
    const ms = latency();
    if (ms <= 0 && !queue.length) {
      to.write(chunk);
      return;
    }
    const last = queue.at(-1)?.due ?? 0;
    queue.push({ due: Math.max(Date.now() + ms, last), chunk });
    timer ??= setTimeout(drain, Math.max(0, (queue[0]?.due ?? 0) - Date.now()));
  });
  from.on('close', () => {
    if (timer) clearTimeout(timer);
    queue.length = 0;
  });
}

/** Starts a proxy on 127.0.0.1:`port` to `target` (host and port). */
export async function startSlowProxy(port: number, target: { host: string; port: number }): Promise<SlowProxy> {
  let latency = 0;
  let blackhole = false;
  let opened = 0;
  const live = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    live.add(socket);
    socket.once('close', () => live.delete(socket));
  };
  const server = net.createServer((client) => {
    opened += 1;
    track(client);
    client.on('error', () => client.destroy());
    if (blackhole) return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    delayedPipe(client, upstream, () => latency);
    delayedPipe(upstream, client, () => latency);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    get opened() {
      return opened;
    },
    setLatency: (ms) => {
      latency = ms;
    },
    dropAll: () => {
      for (const socket of live) socket.resetAndDestroy();
    },
    setBlackhole: (on) => {
      blackhole = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of live) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
