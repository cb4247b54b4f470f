export interface ProductionProfile {
  /** Caddy over HTTPS, e.g. https://localhost:3380 */
  storefrontUrl: string;
  /** Caddy's plain HTTP listener, which redirects to storefrontUrl */
  httpUrl: string;
  /** Caddy's internal root certificate (PEM file) for this run, for NODE_EXTRA_CA_CERTS */
  caCertPath: string;
  /** For Chromium's --ignore-certificate-errors-spki-list */
  spkiList: string;
  instances: Array<{ name: string; url: string }>;
  adminApiUrls: string[];
  /** Each Vendure server's own Shop API */
  shopApiUrls: string[];
  /** The Shop API as the storefronts reach it: Caddy's private listener in front of both servers */
  sharedShopApiUrl: string;
  mailboxUrl: string;
  workerHealthUrl: string;
  /** The ASSET_S3_* of the local S3-compatible server the profile started; empty when `env` named a bucket. */
  assetS3Env: Record<string, string>;
  /** Each process by name (server-1, server-2, worker, storefront-1, storefront-2), to kill and start again */
  processes: Record<string, ProfileProcess>;
  /** Caddy's log (JSON lines, one per request) */
  caddyLogFile: string;
  stop(): Promise<void>;
}
export interface ProfileProcess {
  name: string;
  readonly pid: number | undefined;
  /** Sends the signal (SIGKILL by default) and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same environment; resolves when it is ready. */
  restart(): Promise<void>;
  /** From now on, starts it again 2 s after it exits (as systemd's Restart=on-failure); `log` is told. */
  supervise(log: (line: string) => void): void;
  stop(): Promise<void>;
}
export function startProductionProfile(options: {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix?: string;
  fresh?: boolean;
  dataDir: string;
  proxyPort: number;
  proxyHttpPort: number;
  storefrontPorts: [number, number];
  commercePorts: [number, number];
  workerHealthPort?: number;
  s3Port?: number;
  shopApiPort?: number;
  /** How the Vendure processes reach the database, when not `databaseUrl` itself (the fault tests' proxy). */
  processDatabaseUrl?: string;
  /** How the storefronts reach the Shop API, when not Caddy's private listener directly (the fault tests' proxy). */
  storefrontShopApiUrl?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  /** Also write each process's output to <logDir>/<name>.log */
  logDir?: string;
}): Promise<ProductionProfile>;
export function recreateDatabase(databaseUrl: string): Promise<void>;
export function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void>;
export function dropDatabase(databaseUrl: string): Promise<void>;
