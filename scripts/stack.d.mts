export interface Stack {
  storefrontUrl: string;
  shopApiUrl: string;
  adminApiUrl: string;
  mailboxUrl: string;
  /** Vendure's Dashboard, the back office. */
  dashboardUrl: string;
  /** The storefront process's id (the hostile-request tests read its memory from /proc). */
  storefrontPid?: number;
  stop(): Promise<void>;
}
export function startStack(options?: {
  commercePort?: number;
  storefrontPort?: number;
  dataDir?: string;
  dev?: boolean;
  quiet?: boolean;
  /** Also write each program's output to <logDir>/<name>.log. */
  logDir?: string;
  env?: Record<string, string>;
}): Promise<Stack>;
export function startCommerce(options: {
  port: number;
  dataDir: string;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<Omit<Stack, 'storefrontUrl'>>;
export function startProgram(options: {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  marker?: string;
  url?: string;
  quiet?: boolean;
  logDir?: string;
  timeoutMs?: number;
}): Promise<{ child: import('node:child_process').ChildProcess; stop(): Promise<void> }>;
export function stopChild(child: import('node:child_process').ChildProcess): Promise<void>;
export function waitForHttp(url: string, timeoutMs: number): Promise<void>;
