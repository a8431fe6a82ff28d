import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_ALPHABET,
  type Certificate,
  certificatePays,
  certificateRefusal,
  draftRefusal,
  newCertificateCode,
  normalizeCertificateCode,
} from './certificate-rules.ts';

const now = new Date('2026-11-24T12:00:00Z');
const live: Certificate = {
  id: 1,
  code: 'ACDE-FGHJ-KMNP',
  nominalKopecks: 300_000,
  balanceKopecks: 120_000,
  activatedAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2027-01-01T00:00:00Z'),
};

describe('certificate codes', () => {
  it('are three groups of four characters of the unambiguous alphabet, different every time', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      for (const c of code.replaceAll('-', '')) expect(CERTIFICATE_CODE_ALPHABET).toContain(c);
    }
    for (const lookAlike of '0O1IL5S2Z8B') expect(CERTIFICATE_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it('come from the given generator', () => {
    expect(newCertificateCode(() => 0)).toBe('AAAA-AAAA-AAAA');
  });

  it('are found as typed: any case, spaces, with or without dashes; other codes kept as they are', () => {
    for (const typed of ['acde-fghj-kmnp', ' ACDEFGHJKMNP ', 'acde fghj kmnp', 'Acde-Fghj Kmnp']) {
      expect(normalizeCertificateCode(typed)).toBe('ACDE-FGHJ-KMNP');
    }
    expect(normalizeCertificateCode(' demo-gift-3000 ')).toBe('DEMO-GIFT-3000');
  });
});

describe('certificateRefusal', () => {
  it('lets a paid, unexpired certificate with money on it pay', () => {
    expect(certificateRefusal(live, now)).toBeNull();
  });

  it('says why one cannot: unknown, unpaid, expired (to the millisecond), empty', () => {
    expect(certificateRefusal(null, now)).toBe('certificate_unknown');
    expect(certificateRefusal({ ...live, activatedAt: null }, now)).toBe('certificate_not_active');
    expect(certificateRefusal({ ...live, expiresAt: now }, now)).toBe('certificate_expired');
    expect(certificateRefusal({ ...live, balanceKopecks: 0 }, now)).toBe('certificate_empty');
  });
});

describe('certificatePays', () => {
  it('pays the whole sum when it has enough, else what it has, never below zero', () => {
    expect(certificatePays(120_000, 50_000)).toBe(50_000);
    expect(certificatePays(120_000, 300_000)).toBe(120_000);
    expect(certificatePays(120_000, 0)).toBe(0);
  });
});

describe('draftRefusal', () => {
  const template = { minNominalKopecks: 50_000, maxNominalKopecks: 5_000_000, isActive: true };
  it('takes a nominal within the design’s limits, both ends included', () => {
    expect(draftRefusal(template, 50_000)).toBeNull();
    expect(draftRefusal(template, 5_000_000)).toBeNull();
  });
  it('refuses a nominal outside them, and an unknown or withdrawn design', () => {
    expect(draftRefusal(template, 49_900)).toEqual({ field: 'nominal', code: 'certificate_nominal_range' });
    expect(draftRefusal(template, 5_000_100)).toEqual({
      field: 'nominal',
      code: 'certificate_nominal_range',
    });
    expect(draftRefusal(null, 100_000)).toEqual({ field: 'template', code: 'does_not_exist' });
    expect(draftRefusal({ ...template, isActive: false }, 100_000)?.field).toBe('template');
  });
});
