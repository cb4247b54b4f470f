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
  /** Stops it for good; `keep` leaves its data and log. */
  remove(options?: { keep?: boolean }): Promise<void>;
}
export function startPostgresServer(options: { port: number }): Promise<RunningPostgres>;
