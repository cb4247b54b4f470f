import { describe, expect, it } from 'vitest';
import { DoorQueue } from './door-queue';

function deferred() {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the door’s queue', () => {
  it('answers codes that arrive while one is being checked, each once, in the order they came', async () => {
    const started: string[] = [];
    const calls = new Map<string, ReturnType<typeof deferred>>();
    const states: Array<{ checking: boolean; waiting: number }> = [];
    const queue = new DoorQueue<string>(
      (code) => {
        started.push(code);
        const call = deferred();
        calls.set(code, call);
        return call.promise;
      },
      (state) => states.push(state),
      1200,
      async () => {},
    );
    queue.push('CAMERA-1');
    queue.push('TYPED-2');
    queue.push('CAMERA-3');
    await tick();
    // One at a time: the second waits for the first's answer, and is not dropped.
    expect(started).toEqual(['CAMERA-1']);
    expect(states.at(-1)).toEqual({ checking: true, waiting: 2 });
    calls.get('CAMERA-1')?.resolve();
    await tick();
    await tick();
    expect(started).toEqual(['CAMERA-1', 'TYPED-2']);
    // A failed call (no answer from the server) does not stop the codes behind it.
    calls.get('TYPED-2')?.reject(new Error('offline'));
    await tick();
    await tick();
    expect(started).toEqual(['CAMERA-1', 'TYPED-2', 'CAMERA-3']);
    calls.get('CAMERA-3')?.resolve();
    await tick();
    await tick();
    expect(states.at(-1)).toEqual({ checking: false, waiting: 0 });
  });

  it('leaves each answer on screen before checking the next', async () => {
    const events: string[] = [];
    const queue = new DoorQueue<string>(
      async (code) => {
        events.push(`answer ${code}`);
      },
      () => {},
      1200,
      async (ms) => {
        events.push(`show ${ms} ms`);
      },
    );
    queue.push('A');
    queue.push('B');
    await tick();
    await tick();
    expect(events).toEqual(['answer A', 'show 1200 ms', 'answer B']);
  });
});
