// Owns the token API's wiring: the service (whose bearer tokens the platform's bearer plugin verifies on every
// route, through this module's export) and its routes, which share the accounts' service.
import { defineModule } from '../module.ts';
import { createAccessTokens } from './access-token.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthService, createAuthService } from './auth.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    auth: { service: AuthService };
  }
}

export const authModule = defineModule({
  name: 'auth',
  build({ config, db, clock, use }) {
    const auth = createAuthService({
      repository: createAuthRepository(db),
      accessTokens: createAccessTokens({
        secret: config.sessionSecret,
        ttlMs: config.accounts.accessTokenTtlMs,
        clock,
      }),
      clock,
      lifetimes: config.session,
    });
    const { accounts, callerOf } = use('account');
    return {
      exports: { service: auth },
      routes: (api) => api.register(authRoutes, { accounts, auth, callerOf }),
    };
  },
});
