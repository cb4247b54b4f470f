import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_SCRIPT, isColourMode, isDark } from './colour-mode';

describe('colour mode', () => {
  it.each([
    ['dark', false, true],
    ['light', true, false],
    ['system', true, true],
    ['system', false, false],
  ] as const)('%s with a dark system = %s → dark %s', (mode, system, dark) => {
    expect(isDark(mode, system)).toBe(dark);
  });
  it('accepts only the three modes from storage', () => {
    expect(isColourMode('dark')).toBe(true);
    expect(isColourMode('purple')).toBe(false);
    expect(isColourMode(null)).toBe(false);
  });
  it('has a pre-paint script that reads the same storage key and cannot throw', () => {
    expect(COLOUR_MODE_SCRIPT).toContain("localStorage.getItem('foyer-color-mode')");
    expect(COLOUR_MODE_SCRIPT).toMatch(/try\{.*\}catch\(e\)\{\}/);
  });
});
