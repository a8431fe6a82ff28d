import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import fr from '@/i18n/messages/fr.json';
import ru from '@/i18n/messages/ru.json';
import { formatPrice } from '@/lib/format/price';
import { planFixture } from './plan-fixture';
import { type SeatLabelTexts, seatLabel, seatPlace } from './seat-label';
import { buildMapModel, type MapSeat } from './seat-map-model';

const catalogues = { ru, en, fr, de };
const model = buildMapModel(planFixture);

function texts(locale: keyof typeof catalogues): SeatLabelTexts {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'SeatMap' });
  return {
    place: (values) => t('place', values),
    priced: (values) => t('priced', values),
    pending: (values) => t('pending', values),
    taken: (values) => t('taken', values),
    blocked: (values) => t('blocked', values),
    price: (roubles) => formatPrice(locale, roubles),
    flag: (flag) => t(`flag_${flag}`),
  };
}

/** Intl puts no-break spaces in prices; compare them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

function seat(id: number): MapSeat {
  const found = model.byId.get(id);
  if (!found) throw new Error(`no seat ${id}`);
  return found;
}

describe('seat labels', () => {
  it('reads a free seat as section, row, seat and price ("Партер, ряд 5, место 12, 3 500 ₽")', () => {
    const fifthRowTwelfth: MapSeat = { ...seat(1000), row: '5', number: '12' };
    expect(plain(seatLabel(fifthRowTwelfth, 'free', texts('ru')))).toBe('Партер, ряд 5, место 12, 3 500 ₽');
    expect(plain(seatLabel(fifthRowTwelfth, 'free', texts('en')))).toBe('Партер, row 5, seat 12, RUB 3,500');
  });

  it('says a seat’s flags after its place, in every language, whatever its state', () => {
    const flagged: MapSeat = { ...seat(1000), flags: ['wheelchair', 'companion'] };
    expect(plain(seatLabel(flagged, 'free', texts('ru')))).toBe(
      'Партер, ряд 1, место 1 (место для зрителя на коляске, место для сопровождающего), 3 500 ₽',
    );
    expect(seatLabel({ ...flagged, flags: ['restricted_view'] }, 'sold', texts('en'))).toBe(
      'Партер, row 1, seat 1 (restricted view), taken',
    );
    expect(seatLabel({ ...flagged, flags: ['no_back'] }, 'held', texts('fr'))).toBe(
      'Партер, rang 1, place 1 (sans dossier), prise',
    );
    expect(seatLabel({ ...flagged, flags: ['wheelchair'] }, 'held', texts('de'))).toBe(
      'Партер, Reihe 1, Platz 1 (Rollstuhlplatz), belegt',
    );
  });

  it('keeps kopecks when a price has them', () => {
    expect(plain(seatLabel(seat(1012), 'free', texts('ru')))).toBe('Партер, ряд 2, место 3, 1 999,90 ₽');
  });

  it('reads the visitor’s own seat with its price (the selection itself is announced by the listbox)', () => {
    expect(plain(seatLabel(seat(1002), 'mine', texts('ru')))).toBe('Партер, ряд 1, место 3, 3 500 ₽');
  });

  it('says why a seat cannot be chosen instead of its price', () => {
    const ru = texts('ru');
    expect(seatLabel(seat(1001), 'held', ru)).toBe('Партер, ряд 1, место 2, занято');
    expect(seatLabel(seat(1011), 'sold', ru)).toBe('Партер, ряд 2, место 2, занято');
    expect(seatLabel(seat(1000), 'blocked', ru)).toBe('Партер, ряд 1, место 1, не продаётся');
    expect(seatLabel(seat(2003), 'free', ru)).toBe('Балкон, ряд 1, место 3, не продаётся');
    expect(seatLabel(seat(1001), 'held', texts('de'))).toBe('Партер, Reihe 1, Platz 2, belegt');
    expect(seatLabel(seat(1001), 'sold', texts('fr'))).toBe('Партер, rang 1, place 2, prise');
  });

  it('says that a hold is on its way', () => {
    expect(plain(seatLabel(seat(1003), 'pending', texts('en')))).toBe(
      'Партер, row 1, seat 4, RUB 3,500, holding…',
    );
  });

  it('gives the place alone for the list of chosen seats', () => {
    expect(seatPlace(seat(2001), texts('ru'))).toBe('Балкон, ряд 1, место 1');
  });
});
