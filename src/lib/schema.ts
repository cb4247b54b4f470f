/**
 * Builds a zod schema at module level without tying it to the browser bundle. The
 * browser build strips server functions' validators, but a module-level
 * `const x = z.object(…)` would still run there, and keep all of zod in the first
 * load: the bundler cannot know zod's builders have no side effects. Calls to this
 * function are marked free of side effects, so an unused schema is dropped whole
 * (ADR 018). The server, which uses them, builds each one once, as before.
 */
/* @__NO_SIDE_EFFECTS__ */
export function schema<T>(build: () => T): T {
  return build();
}
