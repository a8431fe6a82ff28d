// Owns the SQL of the door check (POST /checkin): the scanned ticket read under its row lock (two scanners at two
// doors cannot both let one ticket in), its use written with the scan, every scan recorded in `checkins` (the
// answer, who, which device, which session), and the staff action in the audit log; and the sessions a door of this
// staff member may be checking (GET /checkin/events).
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { tr } from '../catalogue/catalogue.sql.ts';
import { seatPlace } from '../places/seat-place.sql.ts';
import { placeLabel } from './place-label.ts';
import type { StaffScope } from './staff-access.ts';
import { STAFF_NAME, seesVenue, venueList } from './staff-access.ts';

export type CheckinResult = 'valid' | 'already_used' | 'refunded' | 'unknown' | 'wrong_event';

export type CheckinAnswer = {
  result: CheckinResult;
  /** A repeated scan, by the same device of the same clerk, of the ticket it let in. */
  repeat: boolean;
  /** "Партер, ряд 5, место 12" or the zone; null when the ticket is unknown. */
  place: string | null;
  /** The ticket's own session (a wrong event: where it belongs). */
  event: { id: number; title: string; startsAt: string; timezone: string } | null;
  /** When and by whom it was let in (already used). */
  usedAt: string | null;
  usedBy: string | null;
};

/** A session at the door: what the clerk picks it by. */
export type DoorEvent = {
  id: number;
  title: string;
  startsAt: string;
  timezone: string;
  venue: string;
  hall: string;
};

/** More sessions than a door list can show in a few days even at the busiest site; the soonest are kept. */
const DOOR_EVENTS_MAX = 300;

export type CheckinRepository = {
  /**
   * The sessions of today and the next `days − 1` days (each in its venue's zone) at the venues the scope sees, by
   * their local day and time (as the clerk reads them off the tickets).
   */
  doorEvents(input: { scope: StaffScope; days: number; locale: Locale; now: Date }): Promise<DoorEvent[]>;
  checkin(input: {
    secret: string;
    /** The session at this door; null: whichever the ticket is for. */
    eventId: number | null;
    device: string | null;
    staffUserId: number;
    scope: StaffScope;
    locale: Locale;
    now: Date;
  }): Promise<CheckinAnswer>;
};

export type CheckinTesting = {
  /** Test-only: read the ticket without its row lock (and after a moment), to show the race the lock prevents. */
  racyCheckins?: boolean;
};

export function createCheckinRepository(db: Db, testing: CheckinTesting = {}): CheckinRepository {
  return {
    async doorEvents({ scope, days, locale, now }) {
      if (scope.kind === 'venues' && scope.venueIds.size === 0) return [];
      const venues = scope.kind === 'all' ? sql`` : sql`AND h.venue_id IN (${venueList(scope)})`;
      // "Today" is the venue's: a session's local date (eventdate) against the local date now in its zone.
      const { rows } = await db.execute<{
        id: number;
        title: string;
        starts_at: string;
        timezone: string;
        venue: string;
        hall: string;
      }>(sql`
        SELECT e.id, ${tr('p.title', locale)} AS title, e.starts_at, e.timezone,
          ${tr('v.name', locale)} AS venue, ${tr('h.title', locale)} AS hall
        FROM events e
        JOIN halls h ON h.id = e.hall_id JOIN venues v ON v.id = h.venue_id
        JOIN performances p ON p.id = e.performance_id
        WHERE e.sale_status <> 'cancelled'
          AND e.eventdate >= (${at(now)} AT TIME ZONE e.timezone)::date
          AND e.eventdate < (${at(now)} AT TIME ZONE e.timezone)::date + ${days}::int
          ${venues}
        ORDER BY e.eventdate, e.eventtime, e.starts_at, e.id
        LIMIT ${DOOR_EVENTS_MAX}`);
      return rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        startsAt: new Date(row.starts_at).toISOString(),
        timezone: row.timezone,
        venue: row.venue,
        hall: row.hall,
      }));
    },

    async checkin(input) {
      const { now } = input;
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{
          id: number;
          status: 'valid' | 'used' | 'refunded';
          event_id: number;
          used_at: string | null;
          venue_id: number;
          title: string;
          starts_at: string;
          timezone: string;
          section: string | null;
          row: string | null;
          seat: string | null;
          zone: string | null;
        }>(sql`
          SELECT t.id, t.status, t.event_id, t.used_at, h.venue_id, ${tr('p.title', input.locale)} AS title,
            e.starts_at, e.timezone, place.section, place.row, place.seat, place.zone
          FROM tickets t
          JOIN events e ON e.id = t.event_id JOIN halls h ON h.id = e.hall_id
          JOIN performances p ON p.id = e.performance_id
          ${seatPlace(input.locale, { seat: sql`t.seat_id`, zone: sql`t.zone_id` })}
          WHERE t.secret = ${input.secret}
          ${testing.racyCheckins ? sql`` : sql`FOR UPDATE OF t`}`);
        if (testing.racyCheckins) await tx.execute(sql`SELECT pg_sleep(0.05)`);
        const ticket = rows[0];
        // The session the scanner names is logged if it exists: a made-up id is logged as none, not a 500.
        const scannedAt = (result: CheckinResult) =>
          input.eventId !== null
            ? sql`(SELECT id FROM events WHERE id = ${input.eventId})`
            : sql`${ticket && result !== 'unknown' ? ticket.event_id : null}`;
        const record = (result: CheckinResult) =>
          tx.execute(sql`
            INSERT INTO checkins (ticket_id, scanned_code, result, staff_user_id, device, event_id, created_at)
            VALUES (${ticket && result !== 'unknown' ? ticket.id : null}, ${result === 'unknown' ? input.secret.slice(0, 64) : null},
              ${result}, ${input.staffUserId}, ${input.device}, ${scannedAt(result)}, ${at(now)})`);
        const none = { repeat: false, place: null, event: null, usedAt: null, usedBy: null };
        // Another venue's ticket is none of this scanner's business: unknown, as a forged code.
        if (!ticket || !seesVenue(input.scope, Number(ticket.venue_id))) {
          await record('unknown');
          return { result: 'unknown', ...none };
        }
        const facts = {
          place: placeLabel(ticket, input.locale),
          event: {
            id: Number(ticket.event_id),
            title: ticket.title,
            startsAt: new Date(ticket.starts_at).toISOString(),
            timezone: ticket.timezone,
          },
        };
        if (input.eventId !== null && Number(ticket.event_id) !== input.eventId) {
          await record('wrong_event');
          return { result: 'wrong_event', repeat: false, ...facts, usedAt: null, usedBy: null };
        }
        if (ticket.status === 'refunded') {
          await record('refunded');
          return { result: 'refunded', repeat: false, ...facts, usedAt: null, usedBy: null };
        }
        if (ticket.status === 'used') {
          const { rows: first } = await tx.execute<{
            device: string | null;
            staff_user_id: number | null;
            who: string | null;
          }>(sql`
            SELECT c.device, c.staff_user_id, ${STAFF_NAME} AS who
            FROM checkins c LEFT JOIN users u ON u.id = c.staff_user_id
            WHERE c.ticket_id = ${ticket.id} AND c.result = 'valid' ORDER BY c.id LIMIT 1`);
          const usedAt = ticket.used_at ? new Date(ticket.used_at).toISOString() : null;
          // A device id is the clerk's own word for their phone, so it counts only with the clerk who let the ticket
          // in: another clerk sending the same string is another device (and hears who let it in, and when).
          const sameDevice =
            input.device !== null &&
            first[0]?.device === input.device &&
            Number(first[0]?.staff_user_id) === input.staffUserId;
          if (sameDevice) {
            // The same phone scanning the ticket it just let in (a double scan): still valid, nothing changes.
            return { result: 'valid', repeat: true, ...facts, usedAt, usedBy: first[0]?.who ?? null };
          }
          await record('already_used');
          return { result: 'already_used', repeat: false, ...facts, usedAt, usedBy: first[0]?.who ?? null };
        }
        await tx.execute(
          sql`UPDATE tickets SET status = 'used', used_at = ${at(now)} WHERE id = ${ticket.id}`,
        );
        await record('valid');
        await tx.execute(sql`
          INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, before, after, created_at)
          VALUES (${input.staffUserId}, 'checkin', 'ticket', ${String(ticket.id)}, ${JSON.stringify({ status: 'valid' })}::jsonb,
            ${JSON.stringify({ status: 'used', device: input.device, event: Number(ticket.event_id) })}::jsonb, ${at(now)})`);
        return { result: 'valid', repeat: false, ...facts, usedAt: now.toISOString(), usedBy: null };
      });
    },
  };
}
