import { definePlugin } from 'nitro';
import { serverEnv } from '../env.server';
import { fillSecurityHeaders } from './security-headers.server';

/**
 * Nitro serves static files (and answers some errors) before our fetch handler runs
 * (src/server.ts), so the security headers are also filled in here, on every response
 * the server sends (a nitro plugin, see vite.config.ts).
 */
export default definePlugin((app) => {
  const secure = serverEnv().secureCookies;
  app.hooks?.hook('response', (response) => {
    try {
      fillSecurityHeaders(response.headers, secure);
    } catch {
      // A response with immutable headers (one passed through from fetch) keeps its own.
    }
  });
});
