// [BACK OFFICE] One rule for every write: a field the contract does not name (an `id`, `archived_at`, `version` where
// none is taken, a hall's `venue`) is refused with `unknown_field` under that field, and nothing changes — venues,
// halls, artists, genres, tags and staff as performances and sessions already did.
import { auditLog } from '@afisha/db';
import { count } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: ManageClient;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await manageClient(t.app, db(), { kind: 'admin' }, 'en');
});
afterAll(async () => t.close());

const audited = async () => Number((await db().select({ n: count() }).from(auditLog))[0]?.n);

describe('a write naming a field the contract does not', () => {
  it('is refused with unknown_field under that field, and changes nothing', async () => {
    const city = await createCity(db());
    const { venue, hall } = await createVenue(db());
    const artist = await admin.post('/artists', { name: { ru: 'Артист' } });
    const genre = await admin.post('/genres', { name: { ru: 'Жанр' } });
    expect([artist.status, genre.status]).toEqual([201, 201]);
    const venueBody = { name: { ru: 'Сцена' }, type: 'THEATER', city: city.slug };
    const cases: [string, 'POST' | 'PATCH', string, Record<string, unknown>, string][] = [
      ['a new venue with an id', 'POST', '/venues', { ...venueBody, id: 5 }, 'id'],
      [
        'a new venue archived already',
        'POST',
        '/venues',
        { ...venueBody, archived_at: '2030-01-01' },
        'archived_at',
      ],
      [
        'a venue given a version to set',
        'PATCH',
        `/venues/${venue.id}`,
        { name: { ru: 'X' }, versions: 3 },
        'versions',
      ],
      [
        'a contact the venue has not',
        'PATCH',
        `/venues/${venue.id}`,
        { contacts: { fax: '1' } },
        'contacts.fax',
      ],
      ['a hall moved to another venue', 'PATCH', `/halls/${hall.id}`, { venue: 3 }, 'venue'],
      [
        'a new hall with an id',
        'POST',
        `/venues/${venue.id}/halls`,
        { title: { ru: 'З' }, address: { ru: 'А' }, id: 1 },
        'id',
      ],
      [
        'a subway with a position',
        'PATCH',
        `/halls/${hall.id}`,
        { subways: [{ title: { ru: 'М' }, color: '#000000', x: 1 }] },
        'subways.0.x',
      ],
      ['an artist with an id', 'PATCH', `/artists/${artist.body.id}`, { id: 9 }, 'id'],
      [
        'a genre with an archive date',
        'PATCH',
        `/genres/${genre.body.id}`,
        { archived_at: null },
        'archived_at',
      ],
      ['a new tag with an id', 'POST', '/tags', { name: { ru: 'Тег' }, id: 1 }, 'id'],
      [
        'a staff change with a user id',
        'POST',
        '/staff/grant',
        { email: 'a@example.com', venue: null, role: 'manager', user: 1 },
        'user',
      ],
    ];
    const before = await audited();
    for (const [what, method, url, body, field] of cases) {
      const answer =
        method === 'POST' ? await admin.post(url, body) : await admin.patch(url, body, { ifMatch: 1 });
      expect(answer.status, what).toBe(400);
      expect(answer.body.codes, what).toEqual({ [field]: ['unknown_field'] });
      expect(typeof answer.body[field]?.[0], what).toBe('string');
    }
    expect(await audited()).toBe(before);
  });
});
