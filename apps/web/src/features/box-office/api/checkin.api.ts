// The door check's calls from the browser (staff only): the sessions to pick the door's from (GET /checkin/events),
// and each scan (POST /checkin: the code, the session at this door and this phone's own id).
import {
  type TCheckinAnswer,
  type TCheckinEvents,
  type TCheckinRequest,
  ZCheckinAnswer,
  ZCheckinEvents,
} from '@afisha/contracts';
import type { ApiResult, ApiSendResult } from '@/lib/api-client';
import { apiSend, browserApi } from '@/lib/browser-api';

/** Today's and the next days' sessions at the venues of the signed-in staff member, soonest first. */
export function fetchDoorEvents(locale: string): Promise<ApiResult<TCheckinEvents>> {
  return browserApi().get('/checkin/events', ZCheckinEvents, { locale });
}

export function checkin(
  locale: string,
  body: TCheckinRequest,
): Promise<ApiSendResult<TCheckinAnswer | undefined>> {
  return apiSend('POST', '/checkin', ZCheckinAnswer, { locale, body });
}

const DEVICE_KEY = 'door-check-device';

/** This browser's scanner id, made once: a second scan of a ticket it let in is answered `valid` again. */
export function deviceId(): string {
  try {
    const known = window.localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    window.localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return 'no-storage';
  }
}
