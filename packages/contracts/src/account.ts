// Owns the contracts of the /account endpoints (cookie sessions, docs/api.md "Accounts"): CSRF, sign-up with
// e-mail confirmation, sign-in and sign-out, password reset and change, and the profile (GET/PUT /account/me).
// The token API (/auth/…) reuses the request schemas and the profile from here (auth.ts). The same schemas
// validate the web forms, so a form and the API refuse the same input.
import { z } from 'zod';
import { ZEmailField } from './forms.ts';

export const ZCsrfResponse = z.object({
  csrf: z
    .string()
    .describe('Send this value in the X-CSRFToken header of every POST, PUT, PATCH and DELETE.'),
});
export type TCsrfResponse = z.infer<typeof ZCsrfResponse>;

// ---- Field rules -------------------------------------------------------------------------------------------

/** ASVS 6.2.1: at least 8 characters; long passphrases are welcome but bounded (hashing cost). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PERSON_NAME_MAX_LENGTH = 100;
/** SPEC.md 5: the formatted phone input holds at most 18 characters. */
export const PHONE_MAX_LENGTH = 18;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 16;
const TOKEN_MAX_LENGTH = 200;

/**
 * A new password: 8 to 128 characters, kept exactly as typed (spaces count). The API also refuses the most
 * common passwords and the account's own e-mail (field codes `password_too_common`, `password_too_similar`).
 */
export const ZNewPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A password being checked (sign-in, the old one at a change): any non-empty text within the bound. */
export const ZCurrentPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/**
 * What a person's name never holds: control characters (C0 with CR and LF, DEL, C1), line and paragraph
 * separators, and the bidirectional marks, embeddings, overrides and isolates (U+202E shows the text after it
 * backwards). They have no place in a name and are how a name would disguise itself in a mail or a page.
 */
export const NAME_FORBIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A person's name (a customer, a buyer, a certificate's recipient): at most 100 characters, none of the above. */
export const ZPersonName = z
  .string()
  .trim()
  .max(PERSON_NAME_MAX_LENGTH)
  .refine((name) => !NAME_FORBIDDEN_CHARACTERS.test(name), { params: { message: 'field.invalid_name' } });

/**
 * A phone as the SPEC.md phone input types it (`+7 (999) 123-45-67`, `+44 20 7946 0958`): digits, spaces, `+`,
 * brackets and dashes, 7 to 16 digits, at most 18 characters. Empty or null clears it (stored as null).
 */
export const ZPhone = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH)
  .refine(
    (phone) => {
      if (phone === '') return true;
      if (!/^\+?[\d\s()-]+$/.test(phone)) return false;
      const digits = phone.replace(/\D/g, '').length;
      return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
    },
    { params: { message: 'field.invalid_phone' } },
  )
  .nullable()
  .transform((phone) => (phone ? phone : null));

/** The single-use token from a link in a mail (`?token=…`). */
export const ZEmailLinkToken = z.string().trim().min(1).max(TOKEN_MAX_LENGTH);

// ---- Requests ----------------------------------------------------------------------------------------------

/** POST /account/registration and /auth/registration. */
export const ZRegistrationRequest = z.object({
  email: ZEmailField,
  password: ZNewPassword,
  name: ZPersonName.min(1).describe('How to address the customer; stored as the first name.'),
});
export type TRegistrationRequest = z.infer<typeof ZRegistrationRequest>;

/** POST /account/login and /auth/login. */
export const ZLoginRequest = z.object({
  email: ZEmailField,
  password: ZCurrentPassword,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** POST /account/registration-confirm, /auth/registration/verify-email, and the e-mail change confirmation. */
export const ZEmailTokenRequest = z.object({ token: ZEmailLinkToken });
export type TEmailTokenRequest = z.infer<typeof ZEmailTokenRequest>;

/** POST /account/reset-password, /auth/password/reset and /auth/registration/resend-email. */
export const ZEmailOnlyRequest = z.object({ email: ZEmailField });
export type TEmailOnlyRequest = z.infer<typeof ZEmailOnlyRequest>;

/** POST /account/reset-password-confirm and /auth/password/reset/confirm. */
export const ZPasswordResetConfirmRequest = z.object({
  token: ZEmailLinkToken,
  new_password: ZNewPassword,
});
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>;

/** POST /account/change-password and /auth/password/change. */
export const ZPasswordChangeRequest = z.object({
  old_password: ZCurrentPassword,
  new_password: ZNewPassword,
});
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

/**
 * PUT /account/me and PATCH /auth/user: any subset of the profile. A different `email` is not applied at once:
 * a confirmation goes to the new address, the profile shows it as `pending_email` until the link is followed.
 */
export const ZProfileUpdateRequest = z.object({
  first_name: ZPersonName.optional(),
  last_name: ZPersonName.optional(),
  phone: ZPhone.optional(),
  email: ZEmailField.optional(),
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;

/** PUT /auth/user: the whole writable profile (phone may be null). */
export const ZProfileReplaceRequest = z.object({
  first_name: ZPersonName,
  last_name: ZPersonName,
  phone: ZPhone,
  email: ZEmailField,
});
export type TProfileReplaceRequest = z.infer<typeof ZProfileReplaceRequest>;

// ---- Responses ---------------------------------------------------------------------------------------------

/** The signed-in customer's profile (the profile page; GET /auth/user). */
export const ZAccountProfile = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    pending_email: z
      .string()
      .nullable()
      .describe('A new address waiting for its confirmation link to be followed; null when none.'),
  })
  .meta({ id: 'AccountProfile' });
export type TAccountProfile = z.infer<typeof ZAccountProfile>;

/** GET /account/me: the signed-in profile, or `{success: false}` for an anonymous visitor (docs/api.md). */
export const ZAccountMe = z.union([
  z.looseObject({
    success: z.literal(true),
    email: z.string(),
    first_name: z.string().nullable().optional(),
    last_name: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    id: z.number().int().optional(),
    pending_email: z.string().nullable().optional(),
    box_office: z.boolean().optional().describe('Staff who may use the box office (the header links to it).'),
    manage: z
      .boolean()
      .optional()
      .describe('Administrators and venue managers, who may use the back office (the header links to it).'),
  }),
  z.object({ success: z.literal(false) }),
]);
export type TAccountMe = z.infer<typeof ZAccountMe>;

/** PUT /account/me: the updated profile, in the signed-in form of GET /account/me. */
export const ZAccountMeSignedIn = ZAccountProfile.extend({ success: z.literal(true) }).meta({
  id: 'AccountMeSignedIn',
});
export type TAccountMeSignedIn = z.infer<typeof ZAccountMeSignedIn>;

/**
 * POST /account/login: the profile plus the new CSRF token. Signing in gives the visitor a new session id, and
 * the CSRF token is bound to it: send this one from now on.
 */
export const ZAccountLoginResponse = ZAccountMeSignedIn.extend({ csrf: z.string() }).meta({
  id: 'AccountLoginResponse',
});
export type TAccountLoginResponse = z.infer<typeof ZAccountLoginResponse>;

/**
 * 201 of POST /account/registration (and /auth/registration): the site shows its "check your mail" screen
 * (SPEC.md `isSignUpSuccess`). The answer is the same whether or not the address already had an account, so
 * sign-up cannot be used to find out who is a customer; the mail tells the owner what happened.
 */
export const ZRegistrationResponse = z
  .object({ success: z.literal(true), email: z.string(), detail: z.string() })
  .meta({ id: 'RegistrationResponse' });
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponse>;

/** A translated confirmation to show as it is (sign-out, reset requested, password changed, …). */
export const ZDetailResponse = z.object({ detail: z.string() }).meta({ id: 'DetailResponse' });
export type TDetailResponse = z.infer<typeof ZDetailResponse>;
