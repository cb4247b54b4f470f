/**
 * Reads of many keys at once that every caller may share (public stock levels): a caller
 * joins the next read that has not started yet, so the answer each caller gets comes
 * from a read that began after it asked, never from one already under way. At most
 * `maxInFlight` reads run at once; while they do, callers gather in the next one (up to
 * `maxKeys` keys each). When nothing is running a caller's read starts at once: joining
 * costs no wait on a quiet server, and saves the most calls when the upstream is slow.
 */
export interface JoinedReadOptions<K, V> {
  /** Reads these keys now; keys the answer does not name are unknown to the upstream. */
  read(keys: K[]): Promise<ReadonlyMap<K, V>>;
  maxInFlight: number;
  /** The most keys one read may ask for (the upstream's own limit). */
  maxKeys: number;
}

interface Batch<K, V> {
  keys: Set<K>;
  waiters: Array<{ resolve: (values: ReadonlyMap<K, V>) => void; reject: (error: unknown) => void }>;
}

export function createJoinedRead<K, V>({ read, maxInFlight, maxKeys }: JoinedReadOptions<K, V>) {
  const pending: Batch<K, V>[] = [];
  let inFlight = 0;

  const pump = () => {
    while (inFlight < maxInFlight && pending.length > 0) {
      const batch = pending.shift() as Batch<K, V>;
      inFlight++;
      read([...batch.keys])
        .then(
          (values) => {
            for (const waiter of batch.waiters) waiter.resolve(values);
          },
          (error: unknown) => {
            for (const waiter of batch.waiters) waiter.reject(error);
          },
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };

  /** The batch not yet started that has room for `keys`, or a new one. */
  const batchFor = (keys: readonly K[]): Batch<K, V> => {
    const last = pending.at(-1);
    if (last) {
      const added = keys.filter((key) => !last.keys.has(key)).length;
      if (last.keys.size + added <= maxKeys) return last;
    }
    const batch: Batch<K, V> = { keys: new Set(), waiters: [] };
    pending.push(batch);
    return batch;
  };

  const joinedRead = (keys: readonly K[]): Promise<ReadonlyMap<K, V>> =>
    new Promise((resolve, reject) => {
      const batch = batchFor(keys);
      for (const key of keys) batch.keys.add(key);
      batch.waiters.push({ resolve, reject });
      pump();
    });

  /** Reads running and waiting to start, for tests and logs. */
  joinedRead.stats = () => ({ inFlight, pending: pending.length });
  return joinedRead;
}
