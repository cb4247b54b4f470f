export const CADDYFILE: string;
export function spkiHash(pem: string): string;
export function getWithCa(
  url: string,
  ca: string,
): Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders }>;
export interface RunningCaddy {
  /** https://localhost:<httpsPort> */
  url: string;
  /** http://localhost:<httpPort>, which redirects to url */
  httpUrl: string;
  /** http://127.0.0.1:<shopApiPort>/shop-api, Caddy's private listener for the storefronts */
  shopApiUrl: string;
  /** Caddy's internal root certificate (PEM file) for this run */
  rootCertPath: string;
  /** For Chromium's --ignore-certificate-errors-spki-list */
  spkiList: string;
  logFile: string;
  /** Resolves once every instance (host:port, as given) has answered through Caddy. */
  waitForStorefronts(instances: string[], timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}
export function startCaddy(options: {
  httpsPort: number;
  httpPort: number;
  /** The storefronts' private Shop API listener (a free port) */
  shopApiPort?: number;
  storefronts: string[];
  vendures: string[];
  stateDir: string;
  dashboard?: boolean;
  healthInterval?: string;
  quiet?: boolean;
}): Promise<RunningCaddy>;
