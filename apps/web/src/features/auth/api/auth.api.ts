// The /account calls of signing up, in and out and of passwords, as the browser makes them (same origin, CSRF
// header; see lib/browser-api.ts). Each answers the API client's result: the data, or the failure with its error
// body for the form to show (lib/forms/server-errors.ts). A sign-in hands out a new CSRF token with the new
// session id; a sign-out ends the session: both are applied here, so no caller can forget it.
import {
  type TEmailOnlyRequest,
  type TEmailTokenRequest,
  type TLoginRequest,
  type TPasswordResetConfirmRequest,
  type TRegistrationRequest,
  ZAccountLoginResponse,
  ZDetailResponse,
  ZRegistrationResponse,
} from '@afisha/contracts';
import { adoptCsrfToken, apiSend, forgetCsrfToken } from '@/lib/browser-api';

export async function signIn(locale: string, body: TLoginRequest) {
  const result = await apiSend('POST', '/account/login', ZAccountLoginResponse, { locale, body });
  if (result.ok && result.data) adoptCsrfToken(result.data.csrf);
  return result;
}

export async function signOut(locale: string) {
  const result = await apiSend('POST', '/account/logout', ZDetailResponse, { locale });
  // Whatever the answer, this page's token belonged to a session that is over or about to be.
  forgetCsrfToken();
  return result;
}

export const signUp = (locale: string, body: TRegistrationRequest) =>
  apiSend('POST', '/account/registration', ZRegistrationResponse, { locale, body });

/** Sends the sign-up link again (the token API's endpoint: the cookie API has none; same answer for any address). */
export const resendConfirmation = (locale: string, body: TEmailOnlyRequest) =>
  apiSend('POST', '/auth/registration/resend-email', ZDetailResponse, { locale, body });

export const confirmRegistration = (locale: string, body: TEmailTokenRequest) =>
  apiSend('POST', '/account/registration-confirm', ZDetailResponse, { locale, body });

export const confirmEmailChange = (locale: string, body: TEmailTokenRequest) =>
  apiSend('POST', '/account/confirm-email', ZDetailResponse, { locale, body });

export const requestPasswordReset = (locale: string, body: TEmailOnlyRequest) =>
  apiSend('POST', '/account/reset-password', ZDetailResponse, { locale, body });

export const resetPassword = (locale: string, body: TPasswordResetConfirmRequest) =>
  apiSend('POST', '/account/reset-password-confirm', ZDetailResponse, { locale, body });
