import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { expect, test } from '../support/fixtures';
import { shopQuery } from '../support/shop-api';

/**
 * Assets in the profile's S3 bucket (ADR 040): whatever one Vendure server stored, the
 * other serves, originals and previews alike, and the storefront's pages show it.
 */

const servers = (process.env.PROFILE_ADMIN_API_URLS ?? '').split(' ').map((url) => url.replace(/\/admin-api$/, ''));
const storefronts = (process.env.PROFILE_STOREFRONTS ?? '').split(' ');
const s3Env = JSON.parse(process.env.PROFILE_ASSET_S3 ?? '{}') as Record<string, string>;

function bucket() {
  const client = new S3Client({
    region: s3Env.ASSET_S3_REGION,
    endpoint: s3Env.ASSET_S3_ENDPOINT,
    forcePathStyle: s3Env.ASSET_S3_FORCE_PATH_STYLE === 'true',
    credentials: {
      accessKeyId: s3Env.ASSET_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: s3Env.ASSET_S3_SECRET_ACCESS_KEY ?? '',
    },
  });
  const name = s3Env.ASSET_S3_BUCKET;
  return {
    async keys(prefix: string) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key);
    },
    async bytes(key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: name, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
  };
}

/** The path of an asset URL below the asset server's route: what the bucket's key is. */
function assetKey(url: string) {
  const key = new URL(url).pathname.match(/\/assets\/(.+)$/)?.[1];
  if (!key) throw new Error(`not an asset URL: ${url}`);
  return decodeURIComponent(key);
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toMatch(/^image\//);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Uploads `file` through the Admin API of the server at `server` (GraphQL multipart request). */
async function uploadAsset(server: string, file: Buffer, fileName: string) {
  const login = await fetch(`${server}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($password: String!) { login(username: "superadmin", password: $password) { __typename } }',
      variables: { password: process.env.E2E_ADMIN_PASSWORD },
    }),
  });
  const token = login.headers.get('vendure-auth-token');
  expect(token).toBeTruthy();
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation ($input: [CreateAssetInput!]!) { createAssets(input: $input) { ... on Asset { id source preview } ... on ErrorResult { message } } }',
      variables: { input: [{ file: null }] },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.0.file'] }));
  form.set('0', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), fileName);
  const response = await fetch(`${server}/admin-api`, {
    method: 'POST',
    // Apollo's CSRF guard lets a multipart request through only with a header a form cannot send.
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await response.json()) as {
    data?: { createAssets: Array<{ id?: string; source?: string; preview?: string; message?: string }> };
    errors?: Array<{ message: string }>;
  };
  const asset = body.data?.createAssets[0];
  if (!asset?.source || !asset.preview) {
    throw new Error(`upload refused: ${JSON.stringify(body.errors ?? asset)}`);
  }
  return { source: asset.source, preview: asset.preview };
}

test('an image uploaded through the first Vendure server is served by the second, previews too', async () => {
  expect(servers).toHaveLength(2);
  const [first, second] = servers as [string, string];
  const seedImages = path.resolve(import.meta.dirname, '../../commerce/seed-images/plays');
  const original = fs.readFileSync(path.join(seedImages, fs.readdirSync(seedImages).find((f) => f.endsWith('.jpg'))!));
  const fileName = `uploaded-on-server-one-${Date.now().toString(36)}.jpg`;
  const asset = await uploadAsset(first, original, fileName);
  const sourceKey = assetKey(asset.source);
  const previewKey = assetKey(asset.preview);
  expect(sourceKey).toContain('uploaded-on-server-one');

  // The original, byte for byte, from the server that never saw the upload.
  const fromSecond = await fetchImage(`${second}/assets/${sourceKey}`);
  expect(fromSecond.type).toBe('image/jpeg');
  expect(fromSecond.bytes.equals(original)).toBe(true);

  // A preset and a free transform, made by the second server from the bucket first, then
  // read by the first server from the bucket's cache: the same bytes.
  const thumbOnSecond = await fetchImage(`${second}/assets/${previewKey}?preset=thumb`);
  const thumbOnFirst = await fetchImage(`${first}/assets/${previewKey}?preset=thumb`);
  expect(thumbOnFirst.bytes.equals(thumbOnSecond.bytes)).toBe(true);
  const webp = await fetchImage(`${second}/assets/${previewKey}?w=300&h=200&mode=crop&format=webp`);
  expect(webp.type).toBe('image/webp');
  const webpOnFirst = await fetchImage(`${first}/assets/${previewKey}?w=300&h=200&mode=crop&format=webp`);
  expect(webpOnFirst.bytes.equals(webp.bytes)).toBe(true);

  // Both are objects in the bucket: the upload and the previews' cache.
  const s3 = bucket();
  expect(await s3.keys(sourceKey)).toEqual([sourceKey]);
  expect((await s3.bytes(sourceKey)).equals(original)).toBe(true);
  const cached = await s3.keys(`cache/${path.dirname(previewKey)}/`);
  expect(cached.filter((key) => key?.includes(path.basename(fileName, '.jpg'))).length).toBeGreaterThanOrEqual(2);
});

test("a seeded product's image is in the bucket, and served by both servers and on both storefronts' pages", async () => {
  const slug = 'programme-the-seagull';
  const { product } = await shopQuery(
    shopGraphql('query Product($slug: String!) { product(slug: $slug) { featuredAsset { source preview } } }'),
    { slug },
    'en',
  );
  const featured = product!.featuredAsset;
  if (!featured) throw new Error(`the seeded product ${slug} has no image`);
  const sourceKey = assetKey(featured.source);
  const previewKey = assetKey(featured.preview);
  expect((await bucket().keys(sourceKey)).length).toBe(1);

  const images = await Promise.all(servers.map((server) => fetchImage(`${server}/assets/${sourceKey}`)));
  expect(images[0]?.bytes.equals(images[1]?.bytes ?? Buffer.alloc(0))).toBe(true);
  expect(images[0]?.bytes.equals(await bucket().bytes(sourceKey))).toBe(true);

  // Each storefront instance asks its own Vendure server; the image its page names loads.
  expect(storefronts).toHaveLength(2);
  for (const storefront of storefronts) {
    const html = await (await fetch(`${storefront}/en/product/${slug}`)).text();
    const sources = [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)]
      .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
      .filter((src) => src.includes(previewKey));
    expect(sources.length, storefront).toBeGreaterThan(0);
    for (const src of sources) expect((await fetchImage(new URL(src, storefront).href)).type).toBe('image/webp');
  }
});
