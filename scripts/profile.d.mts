export interface ProductionProfile {
  storefrontUrl: string;
  served: Record<string, number>;
  instances: Array<{ name: string; url: string }>;
  adminApiUrls: string[];
  shopApiUrls: string[];
  mailboxUrl: string;
  workerHealthUrl: string;
  stop(): Promise<void>;
}
export function startProductionProfile(options: {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix?: string;
  fresh?: boolean;
  dataDir: string;
  proxyPort: number;
  storefrontPorts: [number, number];
  commercePorts: [number, number];
  workerHealthPort?: number;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<ProductionProfile>;
export function recreateDatabase(databaseUrl: string): Promise<void>;
export function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void>;
export function dropDatabase(databaseUrl: string): Promise<void>;
