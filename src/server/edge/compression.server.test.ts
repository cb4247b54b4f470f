import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse } from './compression.server';

const request = (encoding: string) => new Request('http://foyer.test/', { headers: { 'accept-encoding': encoding } });
const html = () =>
  new Response('<!doctype html><p>Здравейте</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('compressResponse', () => {
  it('gzips HTML when the client accepts gzip', async () => {
    const response = compressResponse(request('gzip, br'), html());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toContain('Здравейте');
  });
  it('leaves the response alone when gzip is not accepted', () => {
    expect(compressResponse(request('identity'), html()).headers.get('content-encoding')).toBeNull();
  });
  it('does not compress images', () => {
    const png = new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } });
    expect(compressResponse(request('gzip'), png).headers.get('content-encoding')).toBeNull();
  });
});
