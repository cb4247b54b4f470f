/**
 * Zod probes `new Function` when it builds its first object schema, to decide whether to
 * compile validators. The page's CSP has no 'unsafe-eval', so in the browser that
 * (caught) probe would be reported as a violation. Zod reads its settings from this
 * global, shared by every copy of it; the root sets it in an inline script in <head>,
 * before any module (and so before any schema) exists. The server keeps compiling.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';
