// What the back-office specs share: records made through the API the way the back office's pages write them (same
// origin, CSRF header, by a browser context signed in as a manager or an administrator), a plan document and a poster
// to upload, and dates in a venue's zone.
import { type APIRequestContext, expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { csrfToken } from './accounts';

/** A back-office write; its answer's id and slug (null for 204). */
export async function manageApi(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ id: number; slug: string } | null> {
  const response = await request.fetch(`/api/v1/manage${path}`, {
    method,
    data,
    headers: { 'X-CSRFToken': await csrfToken(request) },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? null : ((await response.json()) as { id: number; slug: string });
}

/** The same, for a write that makes a record: its id and slug. */
export async function manageCreate(request: APIRequestContext, path: string, data: unknown) {
  const made = await manageApi(request, 'POST', path, data);
  if (!made) throw new Error(`POST ${path} made nothing`);
  return made;
}

/** A plan document of 4 rows of 10 seats: the front two rows "Партер" (c1), the back two "Амфитеатр" (c2). */
export function planDocument(name: string) {
  const rows = [1, 2, 3, 4].map((row) => ({
    key: `p-${row}`,
    label: String(row),
    seats: Array.from({ length: 10 }, (_, index) => ({
      key: `p-${row}-${index + 1}`,
      label: String(index + 1),
      x: 100 + index * 40,
      y: 150 + row * 50,
      category: row <= 2 ? 'c1' : 'c2',
    })),
  }));
  return {
    name,
    width: 600,
    height: 450,
    categories: [
      { key: 'c1', name: { ru: 'Партер', en: 'Stalls' }, color: '#C62828' },
      { key: 'c2', name: { ru: 'Амфитеатр', en: 'Amphitheatre' }, color: '#1565C0' },
    ],
    sections: [{ key: 'parterre', name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows }],
    zones: [],
    shapes: [{ kind: 'stage', label: { ru: 'Сцена' }, x: 150, y: 20, width: 300, height: 60 }],
  };
}

/** A 600×900 PNG poster: a dark red field with a lighter band, as a designer's file would be. */
export function posterPng(): Buffer {
  const png = new PNG({ width: 600, height: 900 });
  for (let y = 0; y < 900; y++) {
    for (let x = 0; x < 600; x++) {
      const at = (y * 600 + x) * 4;
      const band = y > 380 && y < 520;
      png.data[at] = band ? 240 : 140;
      png.data[at + 1] = band ? 200 : 20;
      png.data[at + 2] = band ? 120 : 40;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A date `days` from today in a venue's zone (Moscow's and Kazan's by default), as YYYY-MM-DD. */
export function venueDate(days: number, timeZone = 'Europe/Moscow'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
