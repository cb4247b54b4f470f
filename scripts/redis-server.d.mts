export interface RunningRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Sends the signal (SIGTERM by default: Redis saves and shuts down) and resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and data; resolves once it answers PING. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}
export function startRedisServer(options: { port: number; quiet?: boolean }): Promise<RunningRedis>;
