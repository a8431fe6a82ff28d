// Owns what a gift certificate is and may do (pure: no database): its code (unguessable, made of characters that
// cannot be mistaken for one another when read off paper, grouped for reading aloud; typed back in any case and
// spacing), whether it can pay now, how much of an order it pays, and whether a purchase's design and nominal go.
import { randomInt } from 'node:crypto';
import type { TFieldErrorCode } from '@afisha/contracts';

/** No 0/O, 1/I/L, 5/S, 2/Z, 8/B: 24 characters a buyer cannot misread. */
export const CERTIFICATE_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY3467';
/** 12 characters of 24: 24^12 ≈ 3.7·10^16 codes, against a strict rate limit on checking them. */
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A new code, "XXXX-XXXX-XXXX", from the system's cryptographic generator. */
export function newCertificateCode(random: (max: number) => number = randomInt): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++)
      group += CERTIFICATE_CODE_ALPHABET[random(CERTIFICATE_CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** As typed ("  acde fghj-kmnp ") → as stored, matched case-insensitively ("ACDE-FGHJ-KMNP"). */
export function normalizeCertificateCode(typed: string): string {
  const compact = typed
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  // A code of ours typed without its dashes gets them back; anything else (the demo codes) is kept as typed.
  if (
    compact.length === GROUPS * GROUP_LENGTH &&
    [...compact].every((c) => CERTIFICATE_CODE_ALPHABET.includes(c))
  ) {
    return compact.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-') ?? compact;
  }
  return typed.trim().toUpperCase().replace(/\s+/g, '');
}

export type Certificate = {
  id: number;
  code: string;
  nominalKopecks: number;
  balanceKopecks: number;
  activatedAt: Date | null;
  expiresAt: Date;
};

export type CertificateRefusal = Extract<
  TFieldErrorCode,
  'certificate_unknown' | 'certificate_not_active' | 'certificate_expired' | 'certificate_empty'
>;

/** Why this certificate cannot pay now, or null when it can. */
export function certificateRefusal(certificate: Certificate | null, now: Date): CertificateRefusal | null {
  if (!certificate) return 'certificate_unknown';
  if (!certificate.activatedAt) return 'certificate_not_active';
  if (certificate.expiresAt <= now) return 'certificate_expired';
  if (certificate.balanceKopecks <= 0) return 'certificate_empty';
  return null;
}

/** What the certificate pays of a sum: all of it, or what it has. */
export const certificatePays = (balanceKopecks: number, toPayKopecks: number) =>
  Math.max(0, Math.min(balanceKopecks, toPayKopecks));

export type TemplateLimits = { minNominalKopecks: number; maxNominalKopecks: number; isActive: boolean };

/** A purchase's design and nominal: the field error, or null when they go. */
export function draftRefusal(
  template: TemplateLimits | null,
  nominalKopecks: number,
): { field: 'template' | 'nominal'; code: TFieldErrorCode } | null {
  if (!template?.isActive) return { field: 'template', code: 'does_not_exist' };
  if (nominalKopecks < template.minNominalKopecks || nominalKopecks > template.maxNominalKopecks) {
    return { field: 'nominal', code: 'certificate_nominal_range' };
  }
  return null;
}
