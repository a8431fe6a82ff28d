// The door check's call from the browser (POST /checkin, staff only): the code, the session at this door and this
// phone's own id.
import { type TCheckinAnswer, type TCheckinRequest, ZCheckinAnswer } from '@afisha/contracts';
import type { ApiSendResult } from '@/lib/api-client';
import { apiSend } from '@/lib/browser-api';

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
