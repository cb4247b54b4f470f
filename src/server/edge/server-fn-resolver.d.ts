/** TanStack Start's build-time module of the server functions (resolved by its vite plugin, server only). */
declare module '#tanstack-start-server-fn-resolver' {
  export function getServerFnById(id: string, access: { origin: 'client' | 'server' }): Promise<unknown>;
}
