// A small hall plan for the seat map's unit tests: a curved parterre of three rows with an aisle in its middle
// (seats 26 units apart, rows 30 apart, the stage above), a straight balcony further back, a general-admission
// zone, and a category the event does not sell. Built with the same tuples the API sends.
import type { TPlaceSeat, TPlacesPlan, TPlacesStatus } from '@afisha/contracts';

const PITCH = 26;

/** Row `r` (0 = front) of the parterre: 6 seats, a gap (the aisle) after the third, sagging towards the middle. */
function parterreRow(r: number): TPlaceSeat[] {
  const y0 = 200 + r * 30;
  const xs = [100, 126, 152, 218, 244, 270];
  return xs.map((x, i) => {
    const sag = i === 0 || i === 5 ? 0 : i === 1 || i === 4 ? 3 : 5;
    return [1000 + r * 10 + i, x + r * 2, y0 + sag, String(i + 1), r === 0 ? 1 : 2];
  });
}

export const planFixture: TPlacesPlan = {
  event: 7,
  version: 'v1',
  width: 600,
  height: 600,
  max_per_order: 4,
  categories: [
    { id: 1, name: 'Категория 1', color: '#C62828', price: 3500 },
    { id: 2, name: 'Категория 2', color: '#2E7D32', price: 1999.9 },
    { id: 3, name: 'Служебные', color: '#000000', price: null },
    { id: 4, name: 'Танцпол', color: '#AD1457', price: 1500 },
  ],
  sections: [
    {
      id: 11,
      name: 'Партер',
      kind: 'parterre',
      rows: [0, 1, 2].map((r) => ({ label: String(r + 1), seats: parterreRow(r) })),
    },
    {
      id: 12,
      name: 'Балкон',
      kind: 'balcony',
      rows: [
        {
          label: '1',
          seats: [
            // Deliberately out of order: the model sorts a row left to right.
            [2003, 160, 400, '3', 3],
            [2001, 108, 400, '1', 2],
            [2002, 134, 400, '2', 2],
          ],
        },
      ],
    },
  ],
  zones: [
    {
      id: 31,
      name: 'Танцпол',
      category: 4,
      capacity: 50,
      shape: { kind: 'rect', x: 360, y: 200, width: 150, height: 100 },
    },
  ],
};

export const statusFixture: TPlacesStatus = {
  event: 7,
  version: 'v1',
  on_sale: true,
  sale_opens_at: null,
  timezone: 'Europe/Moscow',
  early_access: false,
  held: [1001, 1002],
  sold: [1011],
  blocked: [2003],
  zones: [{ id: 31, remaining: 40 }],
  mine: [{ seat: 1002, zone: null, quantity: 1, item: 501 }],
};

export { PITCH };
