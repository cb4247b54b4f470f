// A PostgreSQL server of its own for a test that restarts it (the fault tests, tests/faults):
// the machine's PostgreSQL is shared and must never be restarted by a test. `initdb` makes
// a cluster in a temporary directory and `pg_ctl` starts and stops it, with the shutdown
// mode a case asks for (`fast`: as `systemctl restart postgresql`; `immediate`: a crash,
// recovered from the write-ahead log at the next start). PostgreSQL refuses to run as
// root, so as root it runs as the `postgres` user.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The directory of initdb and pg_ctl: POSTGRES_BIN, or the newest of Debian's, or the PATH's. */
function binDir(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const debian = '/usr/lib/postgresql';
  if (!fs.existsSync(debian)) return '';
  const [newest] = fs
    .readdirSync(debian)
    .filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? path.join(debian, newest, 'bin') : '';
}

export type ShutdownMode = 'fast' | 'immediate';

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port> (add the database's name) */
  url: string;
  /** The server's own log: its shutdowns and crash recovery. */
  logFile: string;
  /** Shuts it down (`fast`: as a service manager's restart; `immediate`: a crash) and resolves once it has stopped. */
  stop(mode?: ShutdownMode): Promise<void>;
  /** Starts it again on the same data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good; `keep` leaves its directory (data and log) for a look afterwards. */
  remove(options?: { keep?: boolean }): Promise<void>;
}

/**
 * Starts a PostgreSQL cluster of its own on 127.0.0.1:`port` (trust authentication, user
 * `postgres`) and resolves once it accepts connections.
 */
export async function startPostgresServer({ port }: { port: number }): Promise<RunningPostgres> {
  const bin = binDir();
  const tool = (name: string) => (bin ? path.join(bin, name) : name);
  const asRoot = process.getuid?.() === 0;
  const pg = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', tool(name), ...args]) : run(tool(name), args);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-postgres-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    fs.chownSync(dir, uid, uid);
  }
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`;
  const start = () => pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  const stop = (mode: 'smart' | ShutdownMode) => pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    logFile,
    stop: async (mode = 'fast') => {
      await stop(mode);
    },
    start: async () => {
      await start();
    },
    async remove({ keep = false } = {}) {
      await stop('fast').catch(() => undefined);
      if (keep) console.log(`[postgres] kept: ${dir}`);
      else fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
