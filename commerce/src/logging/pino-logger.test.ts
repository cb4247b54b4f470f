import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createPino, PinoVendureLogger, requestIdFrom, requestLogMiddleware } from './pino-logger';

/** A pino writing into an array of parsed lines. */
function capture(level: 'info' | 'trace' = 'trace') {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, pino: createPino(level, 'vendure', destination) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("Vendure's logger on pino", () => {
  it("writes JSON lines with the context, Vendure's levels mapped onto pino's", async () => {
    const { lines, pino } = capture();
    const logger = new PinoVendureLogger(pino);
    logger.error('boom', 'OrderService', 'at line 1');
    logger.verbose('chatty', 'Seed');
    logger.debug('very chatty');
    await flush();
    expect(lines.map((l) => [l.level, l.msg, l.context])).toEqual([
      [50, 'boom', 'OrderService'],
      [20, 'chatty', 'Seed'],
      [10, 'very chatty', 'Vendure'],
    ]);
    expect(lines[0]).toMatchObject({ service: 'vendure', trace: 'at line 1' });
    expect(typeof lines[0]?.time).toBe('string');
  });

  it('leaves out what is below its level', async () => {
    const { lines, pino } = capture('info');
    new PinoVendureLogger(pino).verbose('hidden');
    await flush();
    expect(lines).toEqual([]);
  });
});

describe('the request log middleware', () => {
  function request(headers: Record<string, string> = {}, url = '/shop-api?query=secret') {
    const res = Object.assign(new EventEmitter(), { statusCode: 200, headers: {} as Record<string, string> });
    const response = Object.assign(res, {
      setHeader: (name: string, value: string) => {
        res.headers[name] = value;
      },
    });
    return { req: { method: 'GET', url, headers }, res: response };
  }

  it("keeps the storefront's id, puts it on the answer and on every line written while serving", async () => {
    const { lines, pino } = capture();
    const { req, res } = request({ 'x-request-id': 'req-42', 'x-apollo-operation-name': 'GetPlay' });
    requestLogMiddleware(pino)(req, res, () => {
      new PinoVendureLogger(pino).info('inside the request', 'Resolver');
    });
    res.emit('finish');
    await flush();
    expect(res.headers['x-request-id']).toBe('req-42');
    expect(lines[0]).toMatchObject({ reqId: 'req-42', msg: 'inside the request' });
    expect(lines[1]).toMatchObject({
      reqId: 'req-42',
      msg: 'request',
      method: 'GET',
      path: '/shop-api',
      status: 200,
      operation: 'GetPlay',
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('makes an id when none or a strange one comes', () => {
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('two words')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(['a-1', 'b-2'])).toBe('a-1');
  });
});
