// Owns the words a seat is read with, by a screen reader on the map and in the list of chosen seats: "Партер, ряд 5,
// место 12, 3 500 ₽" for a seat one can choose (or has chosen: the selection itself is announced as such), and
// instead of the price why one cannot: taken (held by someone or sold) or not sold online. A seat with flags has
// them said after its place ("…, место 12 (место для зрителя на коляске), 3 500 ₽"): the map draws only a glyph. The
// texts come from the SeatMap messages; the price is formatted for the page language.
import type { TSeatFlag } from '@afisha/contracts';
import type { MapSeat } from './seat-map-model';
import type { SeatState } from './seat-states';

export type SeatLabelTexts = {
  /** "Партер, ряд 5, место 12" */
  place: (values: { section: string; row: string; seat: string }) => string;
  /** "{place}, {price}" */
  priced: (values: { place: string; price: string }) => string;
  /** "{place}, {price}, бронируем…" */
  pending: (values: { place: string; price: string }) => string;
  /** "{place}, занято" */
  taken: (values: { place: string }) => string;
  /** "{place}, не продаётся" */
  blocked: (values: { place: string }) => string;
  /** "3 500 ₽" */
  price: (roubles: number) => string;
  /** "место для зрителя на коляске" */
  flag: (flag: TSeatFlag) => string;
};

export function seatPlace(seat: MapSeat, texts: Pick<SeatLabelTexts, 'place'>): string {
  return texts.place({ section: seat.section, row: seat.row, seat: seat.number });
}

export function seatLabel(seat: MapSeat, state: SeatState, texts: SeatLabelTexts): string {
  const bare = seatPlace(seat, texts);
  const place = seat.flags.length > 0 ? `${bare} (${seat.flags.map(texts.flag).join(', ')})` : bare;
  switch (state) {
    case 'held':
    case 'sold':
      return texts.taken({ place });
    case 'blocked':
      return texts.blocked({ place });
    case 'pending':
      return seat.price === null
        ? texts.blocked({ place })
        : texts.pending({ place, price: texts.price(seat.price) });
    case 'free':
    case 'mine':
      return seat.price === null
        ? texts.blocked({ place })
        : texts.priced({ place, price: texts.price(seat.price) });
  }
}
