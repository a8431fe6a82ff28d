import { describe, expect, it } from 'vitest';
import { redactedUrl } from './log-redaction.ts';

describe('redactedUrl', () => {
  it('replaces the values of secret query parameters and keeps the rest', () => {
    expect(redactedUrl('/api/v1/tickets/ABC-DEFGH?key=s3cr3t&format=pdf')).toBe(
      '/api/v1/tickets/ABC-DEFGH?key=[redacted]&format=pdf',
    );
    expect(redactedUrl('/x?format=pdf&KEY=a&token=b&%6Bey=c')).toBe(
      '/x?format=pdf&KEY=[redacted]&token=[redacted]&%6Bey=[redacted]',
    );
    expect(redactedUrl('/api/v1/events?city=msk')).toBe('/api/v1/events?city=msk');
    expect(redactedUrl('/api/v1/cities')).toBe('/api/v1/cities');
    expect(redactedUrl('/x?%E0=1&keys=2')).toBe('/x?%E0=1&keys=2');
  });
});
