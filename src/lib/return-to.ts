// No zod here: the sign-in page checks its return path with this alone, and should
// not download zod's schemas for it (ADR 042).
const LOCAL = 'http://foyer.invalid';
const RETURN_TO_MAX = 512;

/**
 * Where to go after signing in: only a local path of ours, never another site. Checked
 * the way the browser will read it: URL parsing drops tabs and newlines and treats `\`
 * as `/`, so `/<tab>/evil.example` is `//evil.example`, another site.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX || !value.startsWith('/')) return undefined;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return undefined;
  }
  try {
    return new URL(value, LOCAL).origin === LOCAL && !value.startsWith('//') ? value : undefined;
  } catch {
    return undefined;
  }
}
