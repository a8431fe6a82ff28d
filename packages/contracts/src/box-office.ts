// Owns the box office contracts (issue 7; API.md "Box office", staff only): the door check, POST /checkin.
import { z } from 'zod';
import { ZIdField } from './catalogue-query.ts';

export const CHECKIN_RESULTS = ['valid', 'already_used', 'refunded', 'unknown', 'wrong_event'] as const;

/** POST /checkin: the code read from the ticket's QR (or typed), the session at this door, the scanner's id. */
export const ZCheckinRequest = z
  .object({
    secret: z.string().trim().toUpperCase().min(1).max(64).describe('The ticket code (its QR code says it).'),
    event: ZIdField.describe('The session being let in.'),
    device: z
      .string()
      .trim()
      .max(64)
      .optional()
      .describe('The scanner’s own id: scanning again a ticket it let in answers `valid` again (`repeat`).'),
  })
  .meta({ id: 'CheckinRequest' });
export type TCheckinRequest = z.input<typeof ZCheckinRequest>;

export const ZCheckinAnswer = z
  .object({
    result: z.enum(CHECKIN_RESULTS),
    repeat: z.boolean().describe('A repeated scan by the device that let this ticket in.'),
    place: z.string().nullable().describe('"Партер, 5, 12" or the zone; null for an unknown code.'),
    event: z
      .object({ id: z.number().int(), title: z.string(), starts_at: z.string(), timezone: z.string() })
      .nullable()
      .describe("The ticket's own session (for `wrong_event`: where it belongs)."),
    used_at: z.string().nullable().describe('ISO 8601: when it was let in.'),
    used_by: z.string().nullable().describe('Who let it in (already used).'),
  })
  .meta({ id: 'CheckinAnswer' });
export type TCheckinAnswer = z.infer<typeof ZCheckinAnswer>;
