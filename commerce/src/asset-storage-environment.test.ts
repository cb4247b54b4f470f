import { describe, expect, it } from 'vitest';
import { readEnvironment } from './environment';
import { productionWithMailbox } from './environment.test-fixtures';

const production = productionWithMailbox;

const s3 = {
  ASSET_S3_BUCKET: 'foyer-assets',
  ASSET_S3_REGION: 'eu-central-1',
  ASSET_S3_ACCESS_KEY_ID: 'AKIAFOYER',
  ASSET_S3_SECRET_ACCESS_KEY: 'a-secret-key',
};

describe('readEnvironment: asset storage', () => {
  it("keeps assets on the server's disk when no ASSET_S3_* is set", () => {
    expect(readEnvironment({}).assetS3).toBeUndefined();
    expect(readEnvironment(production).assetS3).toBeUndefined();
  });

  it('reads a bucket on Amazon S3, and one on an S3-compatible server', () => {
    expect(readEnvironment({ ...production, ...s3 }).assetS3).toEqual({
      bucket: 'foyer-assets',
      region: 'eu-central-1',
      accessKeyId: 'AKIAFOYER',
      secretAccessKey: 'a-secret-key',
      endpoint: undefined,
      forcePathStyle: false,
    });
    const compatible = readEnvironment({
      ...s3,
      ASSET_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      ASSET_S3_FORCE_PATH_STYLE: 'true',
    }).assetS3;
    expect(compatible?.endpoint).toBe('http://127.0.0.1:9000');
    expect(compatible?.forcePathStyle).toBe(true);
  });

  it('refuses half a configuration in production, naming what is missing', () => {
    expect(() => readEnvironment({ ...production, ASSET_S3_BUCKET: 'foyer-assets' })).toThrow(
      /ASSET_S3_REGION, ASSET_S3_ACCESS_KEY_ID, ASSET_S3_SECRET_ACCESS_KEY are not/,
    );
    const { ASSET_S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = s3;
    expect(() => readEnvironment({ ...production, ...withoutSecret })).toThrow(/ASSET_S3_SECRET_ACCESS_KEY is not/);
    // An endpoint alone is half a configuration too: the uploads would stay on this disk.
    expect(() => readEnvironment({ ...production, ASSET_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /ASSET_S3_ENDPOINT is set but ASSET_S3_BUCKET/,
    );
  });

  it('refuses half a configuration in development too, and bad values', () => {
    expect(() => readEnvironment({ ASSET_S3_ACCESS_KEY_ID: 'AKIAFOYER' })).toThrow(/together/);
    expect(() => readEnvironment({ ...s3, ASSET_S3_BUCKET: 'Foyer_Assets' })).toThrow(/ASSET_S3_BUCKET must be/);
    expect(() => readEnvironment({ ...s3, ASSET_S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(/ASSET_S3_ENDPOINT must be/);
    expect(() => readEnvironment({ ...s3, ASSET_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/ASSET_S3_FORCE_PATH_STYLE/);
  });
});
