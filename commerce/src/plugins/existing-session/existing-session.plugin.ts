import type { OnApplicationBootstrap } from '@nestjs/common';
import { PluginCommonModule, SessionService, VendurePlugin } from '@vendure/core';
import { existingSessionApolloPlugin } from './existing-session.apollo-plugin';

/**
 * A call the storefront sends for a session it holds never starts another (ADR 050): when
 * the session is gone, Vendure answers `SESSION_GONE` and the storefront reads on as for a
 * visitor without one. The session is looked up as Vendure's auth guard looks it up (its
 * session cache first), so a known session costs a cache read.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  configuration: (config) => {
    config.apiOptions.apolloServerPlugins = [
      ...(config.apiOptions.apolloServerPlugins ?? []),
      existingSessionApolloPlugin((token) => ExistingSessionPlugin.knows(token)),
    ];
    return config;
  },
})
export class ExistingSessionPlugin implements OnApplicationBootstrap {
  private static sessions: SessionService | undefined;

  constructor(private readonly sessionService: SessionService) {}

  onApplicationBootstrap() {
    ExistingSessionPlugin.sessions = this.sessionService;
  }

  /** Whether Vendure holds a session, not expired, for this token. */
  static async knows(token: string): Promise<boolean> {
    if (!ExistingSessionPlugin.sessions) throw new Error('ExistingSessionPlugin is not bootstrapped');
    return (await ExistingSessionPlugin.sessions.getSessionFromToken(token)) !== undefined;
  }
}
