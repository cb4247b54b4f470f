/**
 * The framework's client sends a server function's input as its serializer's JSON:
 * `{ t: <node>, f: <flags>, m: [<ids>] }`, whose root node is the object `{ data,
 * context }`. Our functions take plain data, so only the node kinds plain data makes
 * are accepted (numbers, strings, constants, dates, arrays, objects and references to
 * an object already seen), nested at most MAX_DEPTH deep. Anything else would make
 * the framework's deserializer throw (a 500) or recurse without bound.
 */
export const MAX_DEPTH = 32;
const MAX_NODES = 10_000;

const NUMBER = 0;
const STRING = 1;
const CONSTANT = 2;
const INDEXED_VALUE = 4;
const DATE = 5;
const ARRAY = 9;
const OBJECT = 10;
const NULL_CONSTRUCTOR = 11;
const LAST_CONSTANT = 7;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const onlyKeys = (value: Json, allowed: string) =>
  Object.keys(value).every((key) => key.length === 1 && allowed.includes(key));

export function isSerializedCall(value: unknown): boolean {
  if (!isRecord(value) || !onlyKeys(value, 'tfm')) return false;
  if (!Number.isSafeInteger(value.f) || !Array.isArray(value.m) || !value.m.every(isIndex)) return false;
  if (!isRecord(value.t) || (value.t.t !== OBJECT && value.t.t !== NULL_CONSTRUCTOR)) return false;
  return isPlainNode(value.t);
}

/** Walks the tree without recursion, so a deep one costs a refusal, not a stack overflow. */
function isPlainNode(root: Json): boolean {
  const seen = new Set<number>();
  const stack: Array<{ node: unknown; depth: number }> = [{ node: root, depth: 1 }];
  let count = 0;
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, depth } = item;
    count += 1;
    if (depth > MAX_DEPTH || count > MAX_NODES || !isRecord(node)) return false;
    const children = childrenOf(node, seen);
    if (!children) return false;
    // Reversed, so they are visited in the deserializer's order (ids before their references).
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ node: children[i], depth: depth + 1 });
  }
  return true;
}

/** The node's child nodes when it is a well-formed plain-data node, else null. */
function childrenOf(node: Json, seen: Set<number>): unknown[] | null {
  switch (node.t) {
    case NUMBER:
      return onlyKeys(node, 'ts') && typeof node.s === 'number' ? [] : null;
    case STRING:
      return onlyKeys(node, 'ts') && typeof node.s === 'string' ? [] : null;
    case CONSTANT:
      return onlyKeys(node, 'ts') &&
        Number.isInteger(node.s) &&
        (node.s as number) >= 0 &&
        (node.s as number) <= LAST_CONSTANT
        ? []
        : null;
    case INDEXED_VALUE:
      return onlyKeys(node, 'ti') && isIndex(node.i) && seen.has(node.i) ? [] : null;
    case DATE:
      return onlyKeys(node, 'tis') && claim(node.i, seen) && typeof node.s === 'string' ? [] : null;
    case ARRAY: {
      if (!onlyKeys(node, 'tialo') || !claim(node.i, seen) || !Array.isArray(node.a)) return null;
      if (node.l !== undefined && node.l !== node.a.length) return null;
      // A hole in a sparse array is written as 0 (or null).
      return node.a.every((child) => child === 0 || child === null || isRecord(child))
        ? node.a.filter((child) => child !== 0 && child !== null)
        : null;
    }
    case OBJECT:
    case NULL_CONSTRUCTOR: {
      if (!onlyKeys(node, 'tipo') || !claim(node.i, seen)) return null;
      if (node.p === undefined) return [];
      const record = node.p;
      if (!isRecord(record) || !onlyKeys(record, 'kvs') || !Array.isArray(record.k) || !Array.isArray(record.v)) {
        return null;
      }
      return record.k.length === record.v.length && record.k.every((key) => typeof key === 'string') ? record.v : null;
    }
    default:
      return null;
  }
}

/** An object's id must be new: a second object with the same id would overwrite the first. */
function claim(id: unknown, seen: Set<number>): boolean {
  if (!isIndex(id) || seen.has(id)) return false;
  seen.add(id);
  return true;
}
