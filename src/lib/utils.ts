import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. No tailwind-merge (27 KB minified in the browser, ADR 018): a
 * primitive's variants and the classes passed to it must not set the same property;
 * wrap the primitive in a layout element instead of overriding its display or size.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
