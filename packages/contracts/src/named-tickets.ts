// Owns the contracts of named tickets (docs/api.md: GET /documenttypes, `persons` of POST /cart/buy,
// POST /person_by_ticket/find_ticket and /update_person): a session may require every ticket to carry its holder
// (name, identity document type and number); the buyer gives them at checkout and may change them until shortly
// before the show.
import { z } from 'zod';
import { ZIdField } from './catalogue-query.ts';
import { ZEmailField } from './forms.ts';

export const ZDocumentType = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'DocumentType' });
export type TDocumentType = z.infer<typeof ZDocumentType>;
export const ZDocumentTypeList = z.array(ZDocumentType).meta({ id: 'DocumentTypeList' });

/** A holder's name: letters of any script, spaces, dots, apostrophes and dashes, 2 to 100 characters. */
export const ZHolderName = z
  .string()
  .trim()
  .min(2)
  .max(100)
  .regex(/^[\p{L}][\p{L} .'’-]*$/u);

/** A document number: letters, digits, spaces and dashes, 4 to 20 characters (stored upper case). */
export const ZDocumentNumber = z
  .string()
  .trim()
  .min(4)
  .max(20)
  .regex(/^[\p{L}\d][\p{L}\d -]*$/u)
  .transform((value) => value.toUpperCase());

export const ZHolder = z.object({
  name: ZHolderName,
  document_type: ZIdField,
  document_number: ZDocumentNumber,
});

/** One holder in POST /cart/buy `persons`: for the cart line `item` (a zone line of n places takes n holders). */
export const ZCartPerson = ZHolder.extend({
  item: ZIdField.describe('The cart line (GET /cart/content items[].id).'),
});
export type TCartPerson = z.input<typeof ZCartPerson>;
export type TCartPersonParsed = z.output<typeof ZCartPerson>;
export const ZCartPersons = z.array(ZCartPerson).max(100);

/**
 * The key of the order's guest ticket link (the tickets mail's `/tickets/{number}?key=…`): with the number and the
 * address it proves the order is the visitor's. The signed-in owner of the order may leave it out.
 */
const ZTicketsKeyField = z
  .string()
  .trim()
  .max(200)
  .optional()
  .describe(
    "The key of the order's ticket link in the tickets mail (`/tickets/{number}?key=…`); may be left out by the " +
      "order's signed-in owner.",
  );

/**
 * POST /person_by_ticket/find_ticket: an order by its number and the buyer's e-mail address, opened by the key of its
 * ticket link (or by its signed-in owner).
 */
export const ZFindTicketRequest = z
  .object({ order: z.string().trim().min(1).max(20), email: ZEmailField, key: ZTicketsKeyField })
  .meta({ id: 'FindTicketRequest' });
export type TFindTicketRequest = z.input<typeof ZFindTicketRequest>;

export const ZTicketHolder = z
  .object({
    ticket: z.number().int(),
    performance: z.string(),
    starts_at: z.string().describe('ISO 8601 (UTC); show it in `timezone`.'),
    timezone: z.string().describe("The venue's IANA time zone."),
    place: z.string().describe('Section, row and seat, or the zone.'),
    holder: z
      .object({
        name: z.string(),
        document_type: z.number().int(),
        document_number: z
          .string()
          .describe(
            'Masked: only its last characters (at most 4, at most half of it) are shown, e.g. `******3456`.',
          ),
      })
      .nullable(),
    editable_until: z.string().describe('ISO 8601: after this the holder can no longer be changed.'),
    editable: z.boolean(),
  })
  .meta({ id: 'TicketHolder' });
export type TTicketHolder = z.infer<typeof ZTicketHolder>;

export const ZFindTicketResponse = z
  .object({ order: z.string(), tickets: z.array(ZTicketHolder) })
  .meta({ id: 'FindTicketResponse' });
export type TFindTicketResponse = z.infer<typeof ZFindTicketResponse>;

/**
 * POST /person_by_ticket/update_person: the order (number, e-mail and the key of its ticket link, or its signed-in
 * owner) proves the right to change the holder.
 */
export const ZUpdatePersonRequest = ZHolder.extend({
  order: z.string().trim().min(1).max(20),
  email: ZEmailField,
  key: ZTicketsKeyField,
  ticket: ZIdField,
}).meta({ id: 'UpdatePersonRequest' });
export type TUpdatePersonRequest = z.input<typeof ZUpdatePersonRequest>;
