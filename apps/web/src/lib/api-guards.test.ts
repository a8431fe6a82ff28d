import {
  ZAccountMe,
  ZBannerList,
  ZCartSeatCount,
  ZCity,
  ZCsrfResponse,
  ZNotificationIdPage,
} from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import type { Parser } from './api-client';
import {
  accountMeGuard,
  cityGuard,
  csrfGuard,
  footerBannersGuard,
  idPageGuard,
  seatCountGuard,
} from './api-guards';

// Each guard must accept what its contract schema accepts and refuse what it refuses.
const cases: [
  string,
  Parser<unknown>,
  { safeParse(value: unknown): { success: boolean } },
  unknown[],
  unknown[],
][] = [
  ['csrf', csrfGuard, ZCsrfResponse, [{ csrf: 'abc' }], [{}, { csrf: 1 }, null, 'abc']],
  [
    'seat count',
    seatCountGuard,
    ZCartSeatCount,
    [{ count: 0 }, { count: 3 }],
    [{ count: -1 }, { count: 1.5 }, { count: '2' }, []],
  ],
  [
    'account',
    accountMeGuard,
    ZAccountMe,
    [{ success: false }, { success: true, email: 'a@b.c', first_name: 'A' }],
    [{ success: true }, { success: 'yes' }, {}, null],
  ],
  [
    'city',
    cityGuard,
    ZCity,
    [{ id: 1, slug: 'moscow', city_name: 'Москва', city_name_case: 'Москве' }],
    [
      { id: '1', slug: 'moscow', city_name: 'Москва', city_name_case: 'Москве' },
      { id: 1, slug: 'moscow' },
    ],
  ],
  [
    'footer banners',
    footerBannersGuard,
    ZBannerList,
    [[], [{ id: 1, url: '/events', image: { url: '/media/b.png', caption: 'B' } }]],
    [{}, [{ id: 1, url: '/events' }], [{ id: 1, url: '/x', image: { url: 1, caption: 'B' } }]],
  ],
  [
    'unread page',
    idPageGuard,
    ZNotificationIdPage,
    [
      { count: 0, next: null, previous: null, results: [] },
      { count: 1, next: null, previous: null, results: [{ id: 5 }] },
    ],
    [{ count: 1, results: [{ id: 'x' }] }, { results: [] }],
  ],
];

describe('api guards', () => {
  it.each(cases)('%s: agrees with its contract schema', (_name, guardParser, schema, valid, invalid) => {
    for (const sample of valid) {
      expect(schema.safeParse(sample).success, JSON.stringify(sample)).toBe(true);
      expect(guardParser.safeParse(sample).success, JSON.stringify(sample)).toBe(true);
    }
    for (const sample of invalid) {
      expect(schema.safeParse(sample).success, JSON.stringify(sample)).toBe(false);
      expect(guardParser.safeParse(sample).success, JSON.stringify(sample)).toBe(false);
    }
  });
});
