export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, unknown>;
  body?: string;
}
export function startCountingProxy(options: {
  port: number;
  target: { port: number };
}): Promise<{ recorded: RecordedCall[]; stop(): Promise<void> }>;
export function operationOf(call: { path: string; body?: string }): string;
export const LIVE_OPERATIONS: Set<string>;
