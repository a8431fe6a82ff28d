// The profile's calls (PUT /account/me, POST /account/change-password) as the browser makes them; see auth.api.ts.
import {
  type TPasswordChangeRequest,
  type TProfileUpdateRequest,
  ZAccountMeSignedIn,
  ZDetailResponse,
} from '@afisha/contracts';
import { apiSend } from '@/lib/browser-api';

export const updateProfile = (locale: string, body: TProfileUpdateRequest) =>
  apiSend('PUT', '/account/me', ZAccountMeSignedIn, { locale, body });

export const changePassword = (locale: string, body: TPasswordChangeRequest) =>
  apiSend('POST', '/account/change-password', ZDetailResponse, { locale, body });
