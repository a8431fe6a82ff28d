// Owns describing who sends an account request, for the per-address limits and the mails' language: the
// client address (request.ip: the visitor's own, from X-Forwarded-For only as far as TRUST_PROXY vouches for the
// hops), whether it is the web server's own server-side call (proven by the internal secret, see
// plugins/web-server-call.ts: all its visitors share its address, so it is never counted per address; per-account
// limits still apply), the negotiated language, and the device cookie the client showed (known-device.ts: the
// sign-in limits of a device the account signed in from before).
import type { FastifyRequest } from 'fastify';
import type { WebServerCall } from '../../plugins/web-server-call.ts';
import type { Caller } from './account.service.ts';
import { KNOWN_DEVICE_COOKIE } from './known-device.ts';

export type CallerOf = (request: FastifyRequest) => Caller;

export function createCallerOf(webServerCall: WebServerCall): CallerOf {
  return (request) => ({
    ip: request.ip,
    trustedIp: webServerCall(request),
    locale: request.locale,
    device: request.cookies[KNOWN_DEVICE_COOKIE],
  });
}
