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
  shopApiUrls: string[];
  mailboxUrl: string;
  workerHealthUrl: string;
  /** The ASSET_S3_* of the local S3-compatible server the profile started; empty when `env` named a bucket. */
  assetS3Env: Record<string, string>;
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
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<ProductionProfile>;
export function recreateDatabase(databaseUrl: string): Promise<void>;
export function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void>;
export function dropDatabase(databaseUrl: string): Promise<void>;
