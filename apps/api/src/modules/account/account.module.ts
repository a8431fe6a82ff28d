// Owns the accounts' wiring: the service with its attempt limits (shared by every process), known devices, the
// purge of old sign-in records, and the routes. Exports the service and callerOf for the token API (auth).
import { lockoutRules, windowRules } from '../../lib/shared-limits/attempt-rules.ts';
import { staffScopeOf } from '../box-office/staff-access.ts';
import { manageScopeOf } from '../manage/manage-access.ts';
import { defineModule } from '../module.ts';
import { notifyAccountConfirmed } from '../notifications/notification-hooks.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { type AccountService, createAccountService } from './account.service.ts';
import { type CallerOf, createCallerOf } from './caller.ts';
import { createKnownDevices } from './known-device.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { createSignInPurge } from './sign-in-purge.ts';

declare module '../module.ts' {
  interface ModuleExports {
    account: { accounts: AccountService; callerOf: CallerOf };
  }
}

export const accountModule = defineModule({
  name: 'account',
  build({ config, db, clock, mail, sharedLimits, webServerCall, log, runWhileUp, app }) {
    const { limits } = config.accounts;
    const limiter = (name: string, max: number) =>
      sharedLimits.attemptLimiter(name, windowRules({ max, windowMs: limits.windowMs }));
    const lockout = (name: string, max: number) =>
      sharedLimits.attemptLimiter(
        name,
        lockoutRules({ max, windowMs: limits.windowMs, maxLockoutMs: limits.maxLockoutMs }),
      );
    const devices = createKnownDevices({
      secret: config.sessionSecret,
      ttlMs: config.accounts.knownDeviceTtlMs,
      cookieSecure: config.cookieSecure,
      clock,
    });
    const accounts = createAccountService({
      repository: createAccountRepository(db),
      hasher: createPasswordHasher(),
      mail,
      devices,
      limiters: {
        loginFailuresPerAccount: lockout('login-account', limits.loginFailuresPerAccount),
        loginFailuresPerIp: lockout('login-ip', limits.loginFailuresPerIp),
        loginFailuresPerDevice: lockout('login-device', limits.loginFailuresPerDevice),
        mailsPerAddress: limiter('mails-address', limits.mailsPerAddress),
        mailsPerIp: limiter('mails-ip', limits.mailsPerIp),
      },
      clock,
      lifetimes: config.accounts,
      onConfirmed: notifyAccountConfirmed,
    });
    const callerOf = createCallerOf(webServerCall);
    const signInPurge = createSignInPurge({
      db,
      clock,
      intervalMs: config.accounts.purgeIntervalMs,
      batch: config.accounts.purgeBatch,
      log,
    });
    runWhileUp(app, signInPurge);
    return {
      exports: { accounts, callerOf },
      routes: (api) =>
        api.register(accountRoutes, {
          accounts,
          callerOf,
          devices,
          usesBoxOffice: async (userId) => (await staffScopeOf(db, userId)) !== null,
          usesBackOffice: async (userId) => (await manageScopeOf(db, userId)) !== null,
        }),
    };
  },
});
