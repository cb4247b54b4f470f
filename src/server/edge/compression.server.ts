const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-javascript)|image\/svg\+xml)/;

/**
 * Gzips dynamic responses (SSR HTML, server-function JSON) when the client accepts
 * it. Static assets are precompressed by nitro at build time.
 */
export function compressResponse(request: Request, response: Response): Response {
  const accepts = request.headers.get('accept-encoding') ?? '';
  const type = response.headers.get('content-type') ?? '';
  if (
    !response.body ||
    !/\bgzip\b/.test(accepts) ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    request.method === 'HEAD'
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
