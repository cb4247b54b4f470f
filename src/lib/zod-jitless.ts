import { z } from 'zod';

/**
 * Zod probes `new Function` when it builds its first object schema, to decide whether to
 * compile validators. The page's CSP has no 'unsafe-eval', so in the browser the (caught)
 * probe would be reported as a violation: there Zod validates without compiling. Import
 * this before any module that builds a schema (router.tsx and start.ts do, first).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
