// A local S3-compatible server (s3rver, from npm) for the production profile and its
// tests: the Vendure servers keep their assets in one bucket here as they would in S3 or
// MinIO on a real deployment (ADR 040). Objects are plain files under `directory`.
import fs from 'node:fs';
import S3rver from '@20minutes/s3rver';

/** s3rver knows one account, with this key pair; a request signed with any other is refused. */
const ACCESS_KEY = 'S3RVER';

/**
 * Starts the server on loopback with `bucket` created, and resolves with the ASSET_S3_*
 * settings that point Vendure at it.
 * @param {{ port: number, directory: string, bucket?: string, quiet?: boolean }} options
 */
export async function startS3Server({ port, directory, bucket = 'foyer-assets', quiet = true }) {
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
    /** @type {Record<string, string>} */
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
