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
  if (declaredTooLarge(request, maxBytes)) {
    discardRest(request);
    return { kind: 'too-large' };
  }
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
        discardRest(request, reader);
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

/** How much of a refused body is read and thrown away before the connection is dropped. */
export const DISCARD_LIMIT = { bytes: 16 * 1024 * 1024, ms: 10_000 };

/**
 * Reads what is left of a refused body in the background and throws it away, chunk by
 * chunk (memory stays flat), so the client reads the refusal instead of a reset
 * connection; past DISCARD_LIMIT the body is cancelled, which drops the connection.
 * Closing at once would lose the answer: the client is still sending, and a socket
 * closed with unread data is reset.
 */
export function discardRest(
  request: Request,
  reader: ReadableStreamDefaultReader<Uint8Array> | undefined = request.body?.getReader(),
  limit = DISCARD_LIMIT,
): void {
  if (!reader) return;
  const deadline = Date.now() + limit.ms;
  let seen = 0;
  const run = async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > limit.bytes || Date.now() > deadline) return reader.cancel();
    }
  };
  run().catch(() => undefined);
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

const REPLACE_BODY = Symbol('foyer.replaceBody');
type Replaceable = Request & { [REPLACE_BODY]?: (bytes: Uint8Array<ArrayBuffer>) => Request };

/**
 * The request as the framework gets it (src/server.ts), with a body that the body guard,
 * a request middleware, can replace once it has read it within its limit: the framework
 * reads the body of the request it was handed, not of one a middleware passes on. Until
 * then it is the server's own request, unchanged.
 */
export function withReplaceableBody(request: Request): Request {
  let replaced: Request | undefined;
  return new Proxy(request, {
    get(target, property) {
      if (property === REPLACE_BODY) {
        return (bytes: Uint8Array<ArrayBuffer>) => {
          replaced = withBody(target, bytes);
        };
      }
      const source = replaced ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/**
 * The request with its body replaced by bytes already read: the same request when it is
 * replaceable (src/server.ts made it so), else a new view of it (see withBody).
 */
export function replaceBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Request {
  const replace = (request as Replaceable)[REPLACE_BODY];
  if (!replace) return withBody(request, bytes);
  replace(bytes);
  return request;
}
