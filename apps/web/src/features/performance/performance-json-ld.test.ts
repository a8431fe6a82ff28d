import type { TEvent, TVenueCard } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { performanceJsonLd, serializeJsonLd } from './performance-json-ld';

const session: TEvent = {
  id: 7,
  nombilkn: 1007,
  age: 12,
  city_title: 'Москва',
  hall_title: 'Основная сцена',
  hall_slug: 'main',
  hall_subtitle: null,
  eventdate: '2026-12-25',
  eventtime: '19:00:00',
  withopendate: 0,
  begindate: null,
  begindate_now: null,
  begintime: null,
  minpricesell: 1500,
  maxpricesell: 5000,
  sale_status: 'on_sale',
};

const venue: TVenueCard = {
  id: 1,
  slug: 'mkhat',
  type: 'THEATER',
  name: 'МХАТ',
  logo: null,
  halls: [
    {
      id: 1,
      slug: 'main',
      title: 'Основная сцена',
      subtitle: null,
      address: 'Камергерский пер., 3',
      latitude: null,
      longitude: null,
      subways: [],
    },
  ],
};

const input = {
  siteUrl: new URL('https://afisha.example'),
  pageUrl: '/en/perfomances/hamlet',
  title: 'Hamlet',
  description: 'A tragedy',
  image: '/media/posters/hamlet.svg',
  venue,
  eventUrl: (id: number) => `/en/events/${id}`,
};

describe('performanceJsonLd', () => {
  it('describes each session as a schema.org Event with place and offer', () => {
    const [event] = performanceJsonLd({ ...input, sessions: [session] });
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Hamlet',
      description: 'A tragedy',
      image: ['https://afisha.example/media/posters/hamlet.svg'],
      url: 'https://afisha.example/en/perfomances/hamlet',
      startDate: '2026-12-25T19:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'МХАТ, Основная сцена',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Камергерский пер., 3',
          addressLocality: 'Москва',
          addressCountry: 'RU',
        },
      },
      offers: {
        '@type': 'Offer',
        url: 'https://afisha.example/en/events/7',
        price: 1500,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('leaves out open-date and cancelled sessions and marks sold-out ones', () => {
    const events = performanceJsonLd({
      ...input,
      sessions: [
        { ...session, id: 1, withopendate: 1 },
        { ...session, id: 2, sale_status: 'cancelled' },
        { ...session, id: 3, sale_status: 'sold_out' },
      ],
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
