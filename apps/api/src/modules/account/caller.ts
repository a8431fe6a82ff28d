// Owns describing who sends an account request, for the per-address limits and the mails' language: the
// client address (the visitor's own when the web app's /api proxy forwarded it, see app.ts trustProxy), whether
// it is one of RATE_LIMIT_TRUSTED_IPS (the web server itself: all its visitors share it, so it is never
// counted per address; per-account limits still apply), and the negotiated language.
import type { FastifyRequest } from 'fastify';
import type { Caller } from './account.service.ts';

export type CallerOf = (request: FastifyRequest) => Caller;

export function createCallerOf(trustedIps: readonly string[]): CallerOf {
  const trusted = new Set(trustedIps);
  return (request) => ({ ip: request.ip, trustedIp: trusted.has(request.ip), locale: request.locale });
}
