import { describe, expect, it } from 'vitest';
import { renderOrderMail } from './order-mail.ts';

const offer = {
  kind: 'waiting_list_offer' as const,
  title: 'Гамлет',
  when: 'whenever',
  count: 2,
  // 16:05 UTC: 21:05 in Yekaterinburg, 19:05 in Moscow.
  until: '2030-02-01T16:05:00.000Z',
  timezone: 'Asia/Yekaterinburg',
  link: 'http://127.0.0.1:3000/waiting-list?entry=1&key=k',
};

describe('the waiting list offer mail', () => {
  it("writes the deadline on the venue's clock, as the language writes a time", () => {
    const russian = renderOrderMail({ ...offer, locale: 'ru' }).text;
    expect(russian).toContain('21:05');
    expect(russian).not.toContain('по Москве');
    const english = renderOrderMail({ ...offer, locale: 'en' }).text;
    expect(english).toMatch(/9:05\sPM/);
    expect(english).not.toContain('7:05');
  });
});
