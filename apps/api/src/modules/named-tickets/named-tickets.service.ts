// Owns named tickets for the buyer: the identity document types (GET /documenttypes), and finding an order's
// tickets to see and change their holders (POST /person_by_ticket/find_ticket and /update_person) until
// HOLDER_CHANGE_DEADLINE_MS before the show. The order is named by its number and e-mail address, both printed or
// guessable (the number is in the mail's subject and on the PDF), so they only name it: what proves it is the
// visitor's is the key of its ticket link (the tickets mail's `?key=`) or being its signed-in owner. Anything short of
// that is "not found" (404), the same answer as no such order, so nothing can be probed one part at a time. Document
// numbers are shown masked (document-mask.ts): the answer goes to whoever proves the order, not to the holder.
import type {
  TDocumentType,
  TFindTicketResponse,
  TLocale,
  TTicketHolder,
  TUpdatePersonRequest,
} from '@afisha/contracts';
import { ticketAccessKeyMatches } from '@afisha/db/ticket-access-key';
import { createTranslator } from '../../i18n/translate.ts';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskDocumentNumber } from './document-mask.ts';
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

/** Who asks for an order: the order's number and address, the key of its ticket link if given, the signed-in user. */
export type OrderClaim = { order: string; email: string; key?: string | undefined; userId: number | null };

export type NamedTicketsService = {
  documentTypes(locale: TLocale): Promise<TDocumentType[]>;
  find(claim: OrderClaim, locale: TLocale): Promise<TFindTicketResponse>;
  update(
    claim: OrderClaim,
    change: Pick<TUpdatePersonRequest, 'ticket' | 'name' | 'document_type'> & { document_number: string },
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
              document_number: maskDocumentNumber(row.documentNumber ?? ''),
            },
      editable_until: until.toISOString(),
      editable: clock.now() < until,
    };
  }

  /** The claimed order, if the claim proves it: the key of its ticket link, or its owner signed in. */
  async function orderOf(claim: OrderClaim): Promise<number> {
    const found = await repository.findOrder(claim.order, claim.email);
    const proven =
      found !== null &&
      ((claim.key ? ticketAccessKeyMatches(claim.key, found.accessKeyHash) : false) ||
        (claim.userId !== null && found.userId === claim.userId));
    if (!proven) throw new AppError('not_found', 404);
    return found.id;
  }

  async function answer(orderId: number, number: string, locale: TLocale): Promise<TFindTicketResponse> {
    const rows = await repository.holders(orderId, locale);
    return { order: number.trim().toUpperCase(), tickets: rows.map((row) => ticketOf(row, locale)) };
  }

  return {
    documentTypes: (locale) => repository.documentTypes(locale),

    async find(claim, locale) {
      return answer(await orderOf(claim), claim.order, locale);
    },

    async update(claim, request, locale) {
      const orderId = await orderOf(claim);
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
      return answer(orderId, claim.order, locale);
    },
  };
}
