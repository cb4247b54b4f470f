// A Redis server of its own for a test that restarts it (the fault tests, tests/faults):
// the machine's Redis is shared and must never be restarted by a test. Its data lives
// in a temporary directory with an append-only file, as a production Redis keeps BullMQ's
// jobs across a restart.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Resolves once something answers Redis's PING on `port`, or rejects after `timeoutMs`. */
async function waitForPong(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (chunk) => {
        socket.destroy();
        resolve(chunk.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (pong) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs / 1000} s`);
}

export interface RunningRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Sends the signal (SIGTERM by default: Redis saves and shuts down) and resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and data; resolves once it answers PING. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `redis-server` on 127.0.0.1:`port` and resolves once it answers. */
export async function startRedisServer({
  port,
  quiet = true,
}: {
  port: number;
  quiet?: boolean;
}): Promise<RunningRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      process.env.REDIS_SERVER_PATH ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
      { stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'] },
    );
    child = started;
    const exited = new Promise<never>((_, reject) =>
      started.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForPong(port, 20_000), exited]);
  };
  /** Sends `signal` and resolves once it has exited (SIGTERM: Redis writes its data and shuts down). */
  const kill = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    /** Starts it again on the same port and data (after `kill`); resolves once it answers. */
    restart: start,
    async stop() {
      await kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
