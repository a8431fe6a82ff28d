import { describe, expect, it } from 'vitest';
import { venueRefOf, venueRefs } from './venue-refs';

const venues = [
  {
    id: 35,
    name: {
      ru: 'Филармония «Увертюра»',
      en: 'Overture Philharmonic',
      fr: '',
      de: 'Philharmonie „Ouvertüre“',
    },
    timezone: 'Europe/Kaliningrad',
  },
  { id: 23, name: { ru: 'Драматический театр «Глобус»' }, timezone: 'Asia/Yekaterinburg' },
];
// What the API puts on a performance, whatever the page's language.
const apiRef = { id: 35, name: 'Филармония «Увертюра»' };

describe('the performance list’s venue', () => {
  it('is named in the page’s language, not in the Russian of the API’s reference', () => {
    expect(venueRefOf(apiRef, venueRefs(venues, 'en')).name).toBe('Overture Philharmonic');
    expect(venueRefOf(apiRef, venueRefs(venues, 'de')).name).toBe('Philharmonie „Ouvertüre“');
  });

  it('falls back to Russian for a language with no name', () => {
    expect(venueRefOf(apiRef, venueRefs(venues, 'fr')).name).toBe('Филармония «Увертюра»');
    expect(venueRefOf({ id: 23, name: 'x' }, venueRefs(venues, 'en')).name).toBe(
      'Драматический театр «Глобус»',
    );
  });

  it('carries the venue’s time zone, so the next session is dated by the venue’s clock', () => {
    const ref = venueRefOf(apiRef, venueRefs(venues, 'en'));
    expect(ref.timeZone).toBe('Europe/Kaliningrad');
    // 17:00 UTC is 19:00 in Kaliningrad (the site's own zone, Moscow, would say 20:00).
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: ref.timeZone }).format(
      new Date('2026-12-27T17:00:00.000Z'),
    );
    expect(time.replace(/\s/g, ' ')).toBe('7:00 PM');
  });

  it('is the API’s reference while the venues are not read yet (or the venue is not among them)', () => {
    expect(venueRefOf(apiRef, venueRefs(undefined, 'en'))).toEqual({ name: 'Филармония «Увертюра»' });
    expect(venueRefOf({ id: 99, name: 'Театр' }, venueRefs(venues, 'en'))).toEqual({ name: 'Театр' });
  });
});
