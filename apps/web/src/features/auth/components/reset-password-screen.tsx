'use client';
// /reset-password: with the mail's `?token=` the form that sets a new password, without one the form that asks for
// the link (both addresses come from apps/api mail/site-links.ts).
import { useSearchParams } from 'next/navigation';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';

export function ResetPasswordScreen() {
  const token = useSearchParams().get('token')?.trim();
  // A new token (another mail's link followed in the same tab) starts a fresh form.
  return token ? <ResetPasswordForm key={token} token={token} /> : <ResetRequestForm />;
}
