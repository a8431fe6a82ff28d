import { describe, expect, it } from 'vitest';
import { guestLinkOf, ticketsPdfPath } from './guest-link';

describe('guestLinkOf', () => {
  it('takes an order number and a key of the shapes the API gives', () => {
    expect(guestLinkOf('abc-defgh', 'k3Y_-x')).toEqual({ number: 'ABC-DEFGH', key: 'k3Y_-x' });
  });

  it('refuses a missing, repeated or malformed key and a malformed number', () => {
    expect(guestLinkOf('ABC-DEFGH', undefined)).toBeNull();
    expect(guestLinkOf('ABC-DEFGH', ['a', 'b'])).toBeNull();
    expect(guestLinkOf('ABC-DEFGH', '')).toBeNull();
    expect(guestLinkOf('ABC-DEFGH', 'a&format=pdf')).toBeNull();
    expect(guestLinkOf('../admin', 'key')).toBeNull();
    expect(guestLinkOf('A'.repeat(21), 'key')).toBeNull();
  });
});

describe('ticketsPdfPath', () => {
  it("is the API's guest link with format=pdf", () => {
    expect(ticketsPdfPath({ number: 'ABC-DEFGH', key: 'k' })).toBe(
      '/api/v1/tickets/ABC-DEFGH?key=k&format=pdf',
    );
  });
});
