// Starts the repository's Node programs for the scripts and the tests of both sides: the
// Vendure server (built in commerce/dist) on its own, or any program that prints a marker or
// answers a URL when it is ready. The root's scripts/stack.ts adds the storefront to make the
// whole shop (`npm start`, the browser tests); commerce's e2e tests start Vendure alone.
// Everything here is run from the repository's root, which is four folders up.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the programs are started from. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A started program and how to stop it. */
export interface RunningProgram {
  child: ChildProcess;
  stop(): Promise<void>;
}

function waitForLine(child: ChildProcess, marker: string, name: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes(marker)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was ready`));
    });
  });
}

/** Resolves once `url` answers with anything below 500; throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts one of the repository's Node programs and waits until it prints `marker`
 * (or, with `url`, until that URL answers). Resolves to a handle that stops it.
 */
export async function startProgram({
  name,
  script,
  env,
  marker,
  url,
  quiet,
  logDir,
  timeoutMs = 180_000,
}: {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  marker?: string;
  url?: string;
  quiet?: boolean;
  /** Also write the program's output to <logDir>/<name>.log. */
  logDir?: string;
  timeoutMs?: number;
}): Promise<RunningProgram> {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeOutput(child, name, quiet, logDir);
  try {
    if (marker) await waitForLine(child, marker, name, timeoutMs);
    if (url) {
      const exited = new Promise<never>((_, reject) =>
        child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} before it was ready`))),
      );
      exited.catch(() => undefined);
      await Promise.race([waitForHttp(url, timeoutMs), exited]);
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, stop: () => stopChild(child) };
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** The built Vendure server (with its job queue) in `env`, once it says it is ready. */
export function startCommerceProgram(
  env: NodeJS.ProcessEnv,
  quiet?: boolean,
  logDir?: string,
): Promise<RunningProgram> {
  return startProgram({
    name: 'commerce',
    script: 'commerce/dist/src/index.js',
    env,
    marker: 'FOYER_COMMERCE_READY',
    quiet,
    logDir,
  });
}

/** Vendure's addresses on a port. */
export interface CommerceUrls {
  shopApiUrl: string;
  adminApiUrl: string;
  mailboxUrl: string;
  /** Vendure's Dashboard, the back office. */
  dashboardUrl: string;
}

export function commerceUrls(port: number): CommerceUrls {
  return {
    shopApiUrl: `http://localhost:${port}/shop-api`,
    adminApiUrl: `http://localhost:${port}/admin-api`,
    mailboxUrl: `http://localhost:${port}/mailbox`,
    dashboardUrl: `http://localhost:${port}/dashboard`,
  };
}

/** Starts only the Vendure server (built in commerce/dist) on a port with its own data folder. */
export async function startCommerce(options: {
  port: number;
  dataDir: string;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<CommerceUrls & { stop(): Promise<void> }> {
  const env = { ...process.env, ...options.env, VENDURE_PORT: String(options.port), VENDURE_DATA_DIR: options.dataDir };
  const commerce = await startCommerceProgram(env, options.quiet);
  return { ...commerceUrls(options.port), stop: commerce.stop };
}

/** Prefixes each line of the child's output with its name (unless `quiet`), and copies it to <logDir>/<name>.log. */
export function pipeOutput(child: ChildProcess, name: string, quiet?: boolean, logDir?: string): void {
  if (logDir) {
    fs.mkdirSync(logDir, { recursive: true });
    const file = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    child.stdout?.on('data', (chunk) => file.write(chunk));
    child.stderr?.on('data', (chunk) => file.write(chunk));
    child.once('exit', () => file.end());
  }
  const write = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (quiet) return;
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', write(process.stdout));
  child.stderr?.on('data', write(process.stderr));
}
