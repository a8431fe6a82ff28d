// The gift certificates' calls from the browser: the designs and limits (GET /preorder/content), buying
// (POST /preorder/buy) and the address of the preview image (GET /certificate-preview, same origin).
import {
  type TCartBuyResponse,
  type TPreorderBuyRequest,
  type TPreorderContent,
  ZCartBuyResponse,
  ZPreorderContent,
} from '@afisha/contracts';
import type { ApiResult, ApiSendResult } from '@/lib/api-client';
import { apiSend, browserApi } from '@/lib/browser-api';

export function fetchPreorderContent(locale: string): Promise<ApiResult<TPreorderContent>> {
  return browserApi().get('/preorder/content', ZPreorderContent, { locale });
}

export function buyCertificates(
  locale: string,
  body: TPreorderBuyRequest,
): Promise<ApiSendResult<TCartBuyResponse | undefined>> {
  return apiSend('POST', '/preorder/buy', ZCartBuyResponse, { locale, body });
}

export function certificatePreviewSrc(template: number, nominal: number, locale: string): string {
  const query = new URLSearchParams({ template: String(template), nominal: String(nominal), lang: locale });
  return `/api/v1/certificate-preview?${query}`;
}
