import { describe, expect, it } from 'vitest';
import { validationMessageFor } from '@/lib/forms/validation-messages';
import { WHOLE_SITE, ZStaffGrantForm } from './staff-grant-form';

const grant = { email: 'kassa@theatre.example', role: 'manager' };

describe('the staff grant form', () => {
  it('sends a chosen venue, and the whole site only when it is chosen', () => {
    expect(ZStaffGrantForm.parse({ ...grant, venue: 7 })).toEqual({ ...grant, venue: 7 });
    expect(ZStaffGrantForm.parse({ ...grant, venue: WHOLE_SITE })).toEqual({ ...grant, venue: null });
  });

  it('asks for a venue when none is chosen, rather than granting the whole site', () => {
    for (const venue of [undefined, null]) {
      const result = ZStaffGrantForm.safeParse({ ...grant, venue });
      expect(result.success).toBe(false);
      const issue = result.error?.issues.find((each) => each.path[0] === 'venue');
      expect(issue && validationMessageFor(issue as never).key).toBe('required');
    }
  });
});
