// Staff roles from the browser (administrators only): the list, granting and taking back a venue or the whole site.
import { type TStaffGrant, type TStaffList, ZStaffList } from '@afisha/contracts';
import type { ApiResult, ApiSendResult } from '@/lib/api-client';
import { apiSend, browserApi } from '@/lib/browser-api';

export function fetchStaff(locale: string): Promise<ApiResult<TStaffList>> {
  return browserApi().get('/staff', ZStaffList, { locale });
}

export function changeStaff(
  locale: string,
  change: 'grant' | 'revoke',
  body: TStaffGrant,
): Promise<ApiSendResult<TStaffList | undefined>> {
  return apiSend('POST', `/staff/${change}`, ZStaffList, { locale, body });
}
