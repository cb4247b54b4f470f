/**
 * Reading a request body within a byte limit. The bytes are counted as they arrive and
 * reading stops at the first chunk past the limit, so a chunked or lying upload never
 * costs more memory than the limit: nothing is buffered first and measured after.
 */
export type LimitedBody =
  | { kind: 'read'; bytes: Uint8Array<ArrayBuffer> }
  | { kind: 'too-large' }
  | { kind: 'unreadable' };

/** A declared Content-Length over the limit is refused before a byte is read. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = request.headers.get('content-length');
  return declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes;
}

export async function readBodyWithin(request: Request, maxBytes: number): Promise<LimitedBody> {
  // The rest of a refused body is never read nor cancelled: cancelling would destroy the
  // socket before the 413 is sent. The refusal closes the connection instead.
  if (declaredTooLarge(request, maxBytes)) return { kind: 'too-large' };
  if (!request.body) return { kind: 'read', bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.releaseLock();
        return { kind: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken chunked encoding.
    return { kind: 'unreadable' };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'read', bytes };
}

const BODY_READERS = new Set(['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text']);

/**
 * The same request with its body replaced by bytes already read (the original stream is
 * spent). It is a view of the server's own request object, so what the server attached
 * to it (the client's IP address, nitro's context) stays; only the body is new.
 */
export function withBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Request {
  let replay: Response | undefined;
  const body = () =>
    (replay ??= new Response(bytes.byteLength > 0 ? bytes : null, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }));
  return new Proxy(request, {
    get(target, property) {
      if (property === 'body') return body().body;
      if (property === 'bodyUsed') return replay?.bodyUsed ?? false;
      if (property === 'clone') return () => withBody(target, bytes);
      // srvx keeps a native Request for code that needs one; it must carry the same bytes.
      if (property === '_request' && '_request' in target) {
        const { url, method, headers, signal } = target;
        return new Request(url, { method, headers, signal, body: bytes.byteLength > 0 ? bytes : null });
      }
      if (typeof property === 'string' && BODY_READERS.has(property)) {
        const reader = Reflect.get(body(), property) as () => Promise<unknown>;
        return () => reader.call(body());
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
