// Shape checks for the answers the shell reads on every page load (CSRF token, cart count, account, detected city,
// footer banners, unread notifications). They stand in for the contracts' zod schemas in the browser's first load:
// zod weighs more than the whole shell's budget (home page first-load JavaScript ≤ 170 KB gzipped). The types are
// the contracts' own, and api-guards.test.ts holds each guard to its schema on valid and invalid samples.
import type {
  TAccountMe,
  TBanner,
  TCartSeatCount,
  TCity,
  TCsrfResponse,
  TPaginated,
} from '@afisha/contracts';
import type { Parser } from './api-client';

type Shape = Record<string, unknown>;

const isShape = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);

function guard<T>(check: (value: unknown) => boolean): Parser<T> {
  return {
    safeParse: (value) => (check(value) ? { success: true, data: value as T } : { success: false }),
  };
}

export const csrfGuard = guard<TCsrfResponse>((value) => isShape(value) && isString(value.csrf));

export const seatCountGuard = guard<TCartSeatCount>(
  (value) => isShape(value) && isInteger(value.count) && (value.count as number) >= 0,
);

export const accountMeGuard = guard<TAccountMe>(
  (value) => isShape(value) && (value.success === false || (value.success === true && isString(value.email))),
);

const isCity = (value: unknown) =>
  isShape(value) &&
  isInteger(value.id) &&
  isString(value.slug) &&
  isString(value.city_name) &&
  isString(value.city_name_case);
export const cityGuard = guard<TCity>(isCity);

const isFooterBanner = (value: unknown) =>
  isShape(value) &&
  isInteger(value.id) &&
  isString(value.url) &&
  isShape(value.image) &&
  isString(value.image.url) &&
  isString(value.image.caption);
export const footerBannersGuard = guard<TBanner[]>(
  (value) => Array.isArray(value) && value.every(isFooterBanner),
);

export const idPageGuard = guard<TPaginated<{ id: number }>>(
  (value) =>
    isShape(value) &&
    isInteger(value.count) &&
    Array.isArray(value.results) &&
    value.results.every((item) => isShape(item) && isInteger(item.id)),
);
