import { oneOf, text, variable } from '@foyer/shared/environment-rules.server';

/**
 * Where Vendure keeps uploaded assets and their previews: an S3 bucket that every Vendure
 * server of a shop shares (ADR 040). Unset, assets stay on this server's disk.
 */
export interface AssetS3Environment {
  bucket: string;
  /** The region the AWS SDK signs requests for (any name for an S3-compatible server that ignores it). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible server's URL (MinIO, a test server); undefined means Amazon S3 itself. */
  endpoint: string | undefined;
  /** Bucket in the path (`/bucket/key`) rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/** The ASSET_S3_* variables, each with its own rule (commerce's environment schema spreads them in). */
export const assetS3Variables = {
  // S3's own rule for bucket names, which every compatible server follows.
  ASSET_S3_BUCKET: variable(
    (value) => (/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value) ? value : undefined),
    (value) => `ASSET_S3_BUCKET must be an S3 bucket name (3–63 of a-z, 0-9, . and -), got "${value}"`,
  ),
  ASSET_S3_REGION: text(),
  ASSET_S3_ACCESS_KEY_ID: text(),
  ASSET_S3_SECRET_ACCESS_KEY: text(),
  ASSET_S3_ENDPOINT: variable(
    (value) => (/^https?:\/\/[^/\s]+\/?$/.test(value) ? value.replace(/\/$/, '') : undefined),
    (value) => `ASSET_S3_ENDPOINT must be a URL such as https://s3.example.org, got "${value}"`,
  ),
  // Only true or false, unlike the shared flags: its test (ADR 040) pins the stricter reading.
  ASSET_S3_FORCE_PATH_STYLE: oneOf('ASSET_S3_FORCE_PATH_STYLE', ['true', 'false']),
};

type AssetS3Variables = { [Name in keyof typeof assetS3Variables]: string | undefined };

/** The settings that must be given together; a shop with some of them would store assets nobody else finds. */
const REQUIRED = [
  'ASSET_S3_BUCKET',
  'ASSET_S3_REGION',
  'ASSET_S3_ACCESS_KEY_ID',
  'ASSET_S3_SECRET_ACCESS_KEY',
] as const;
const OPTIONAL = ['ASSET_S3_ENDPOINT', 'ASSET_S3_FORCE_PATH_STYLE'] as const;

/**
 * The S3 settings from the parsed ASSET_S3_* variables. None set: undefined (local disk). Some
 * set but not all the required ones: refused in every mode, since a half-configured server
 * would quietly keep its uploads on its own disk where the other servers cannot serve them.
 */
export function readAssetS3(vars: AssetS3Variables): AssetS3Environment | undefined {
  const given = [...REQUIRED, ...OPTIONAL].filter((name) => vars[name] !== undefined);
  if (given.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => vars[name] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Assets in S3 need ${REQUIRED.join(', ')} together; ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set ` +
        `but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not (unset every ASSET_S3_* to keep assets on this server's disk)`,
    );
  }
  return {
    bucket: vars.ASSET_S3_BUCKET as string,
    region: vars.ASSET_S3_REGION as string,
    accessKeyId: vars.ASSET_S3_ACCESS_KEY_ID as string,
    secretAccessKey: vars.ASSET_S3_SECRET_ACCESS_KEY as string,
    endpoint: vars.ASSET_S3_ENDPOINT,
    forcePathStyle: vars.ASSET_S3_FORCE_PATH_STYLE === 'true',
  };
}
