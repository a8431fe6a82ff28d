// Owns named tickets for the buyer: the identity document types (GET /documenttypes), and finding an order's
// tickets by its number and e-mail address to see and change their holders (POST /person_by_ticket/find_ticket and
// /update_person) until HOLDER_CHANGE_DEADLINE_MS before the show. A wrong number or address is "not found" (404),
// the same answer as no such order, so the pair cannot be probed one half at a time.
import type {
  TDocumentType,
  TFindTicketResponse,
  TLocale,
  TTicketHolder,
  TUpdatePersonRequest,
} from '@afisha/contracts';
import { createTranslator } from '../../i18n/translate.ts';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HolderRow, NamedTicketsRepository } from './named-tickets.repository.ts';

/** Holders may be changed until an hour before the show. */
export const HOLDER_CHANGE_DEADLINE_MS = 60 * 60_000;

/** "Партер, ряд 5, место 12" (or the zone's name) in the visitor's language. */
function placeLabel(row: Pick<HolderRow, 'section' | 'row' | 'seat' | 'zone'>, locale: TLocale): string {
  if (row.seat === null) return row.zone ?? '';
  return createTranslator(locale)('cart.seat_label', {
    section: row.section ?? '',
    row: row.row ?? '',
    seat: row.seat,
  });
}

export type NamedTicketsService = {
  documentTypes(locale: TLocale): Promise<TDocumentType[]>;
  find(order: string, email: string, locale: TLocale): Promise<TFindTicketResponse>;
  update(
    request: TUpdatePersonRequest & { document_number: string },
    locale: TLocale,
  ): Promise<TFindTicketResponse>;
};

export function createNamedTicketsService(deps: {
  repository: NamedTicketsRepository;
  clock: Clock;
}): NamedTicketsService {
  const { repository, clock } = deps;

  function ticketOf(row: HolderRow, locale: TLocale): TTicketHolder {
    const until = new Date(row.startsAt.getTime() - HOLDER_CHANGE_DEADLINE_MS);
    return {
      ticket: row.ticket,
      performance: row.performance,
      starts_at: row.startsAt.toISOString(),
      timezone: row.timezone,
      place: placeLabel(row, locale),
      holder:
        row.name === null
          ? null
          : {
              name: row.name,
              document_type: row.documentType ?? 0,
              document_number: row.documentNumber ?? '',
            },
      editable_until: until.toISOString(),
      editable: clock.now() < until,
    };
  }

  async function orderOf(number: string, email: string): Promise<number> {
    const id = await repository.findOrder(number, email);
    if (id === null) throw new AppError('not_found', 404);
    return id;
  }

  async function answer(orderId: number, number: string, locale: TLocale): Promise<TFindTicketResponse> {
    const rows = await repository.holders(orderId, locale);
    return { order: number.trim().toUpperCase(), tickets: rows.map((row) => ticketOf(row, locale)) };
  }

  return {
    documentTypes: (locale) => repository.documentTypes(locale),

    async find(order, email, locale) {
      return answer(await orderOf(order, email), order, locale);
    },

    async update(request, locale) {
      const orderId = await orderOf(request.order, request.email);
      if (!(await repository.documentTypeExists(request.document_type))) {
        throw new FieldValidationError([{ field: 'document_type', code: 'does_not_exist' }]);
      }
      const outcome = await repository.updateHolder({
        orderId,
        ticket: request.ticket,
        holder: {
          name: request.name,
          documentType: request.document_type,
          documentNumber: request.document_number,
        },
        startsAfter: new Date(clock.now().getTime() + HOLDER_CHANGE_DEADLINE_MS),
      });
      if (outcome === 'not_found') throw new AppError('not_found', 404);
      if (outcome === 'closed') {
        throw new FieldValidationError([{ field: 'non_field_errors', code: 'holder_change_closed' }]);
      }
      return answer(orderId, request.order, locale);
    },
  };
}
