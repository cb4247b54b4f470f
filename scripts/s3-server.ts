// A local S3-compatible server (s3rver, from npm) for the production profile and its
// tests: the Vendure servers keep their assets in one bucket here as they would in S3 or
// MinIO on a real deployment (ADR 040). Objects are plain files under `directory`.
import fs from 'node:fs';
import type { Server } from 'node:http';
// @ts-expect-error s3rver ships no types of its own; what the profile uses of it is typed below
import S3rverUntyped from '@20minutes/s3rver';

/** The part of s3rver's server the profile uses. */
interface S3rverServer {
  run(): Promise<unknown>;
  close(): Promise<void>;
  httpServer: Server;
}

/** s3rver's options that the profile sets. */
interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: Array<{ name: string }>;
  allowMismatchedSignatures: boolean;
}

const S3rver = S3rverUntyped as new (options: S3rverOptions) => S3rverServer;

/** A running local S3 server and the ASSET_S3_* settings that point Vendure at it. */
export interface RunningS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver knows one account, with this key pair; a request signed with any other is refused. */
const ACCESS_KEY = 'S3RVER';

/**
 * Starts the server on loopback with `bucket` created, and resolves with the ASSET_S3_*
 * settings that point Vendure at it.
 */
export async function startS3Server({
  port,
  directory,
  bucket = 'foyer-assets',
  quiet = true,
}: {
  port: number;
  /** where the objects are kept, as plain files */
  directory: string;
  bucket?: string;
  quiet?: boolean;
}): Promise<RunningS3> {
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: quiet,
    configureBuckets: [{ name: bucket }],
    // s3rver signs a bucket's own path as `/bucket` where today's AWS SDK signs `/bucket/`, so
    // bucket-level calls (HeadBucket, ListObjects) would be refused. Its key pair is still required.
    allowMismatchedSignatures: true,
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      ASSET_S3_BUCKET: bucket,
      ASSET_S3_REGION: 'us-east-1',
      ASSET_S3_ACCESS_KEY_ID: ACCESS_KEY,
      ASSET_S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      ASSET_S3_ENDPOINT: endpoint,
      ASSET_S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      const closed = server.close();
      // The SDK keeps connections alive; close() alone would wait for them to idle out.
      server.httpServer.closeAllConnections();
      await closed;
    },
  };
}
