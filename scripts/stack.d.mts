export interface Stack {
  storefrontUrl: string;
  shopApiUrl: string;
  adminApiUrl: string;
  mailboxUrl: string;
  stop(): Promise<void>;
}
export function startStack(options?: {
  commercePort?: number;
  storefrontPort?: number;
  dataDir?: string;
  dev?: boolean;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<Stack>;
export function startCommerce(options: {
  port: number;
  dataDir: string;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<Omit<Stack, 'storefrontUrl'>>;
