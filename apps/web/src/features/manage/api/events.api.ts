// The back office's session calls from the browser (contracts/manage/events.ts and event-ops.ts): the list (the
// calendar asks for a venue's period, up to 500 at once), one session, make, change, a series (preview or make),
// copy, the prices of many sessions at once, a performance's sessions copied to its duplicate, seats off sale, cancel, early-access keys; and what the forms pick from: the venues, their halls, the
// hall's published plans, the venue's performances. Through the back office's own client (features/manage/api/manage-api.ts): reads
// throw ManageReadError (TanStack Query wants a rejection), writes answer a value whose failure keeps the body.

import { type TCopySessions, ZCopySessionsAnswer } from '@afisha/contracts/manage/copy-sessions';
import {
  type TEventCancel,
  type TEventSeatsChange,
  ZEventCancelled,
  ZEventSeats,
} from '@afisha/contracts/manage/event-ops';
import {
  type TBulkPricesChange,
  ZBulkPricesChanged,
  ZBulkPricesForm,
} from '@afisha/contracts/manage/event-prices';
import {
  type TAccessKeysCreate,
  type TManageEventCopy,
  type TManageEventCreate,
  type TManageEventPatch,
  type TManageSeriesCreate,
  ZAccessKeyList,
  ZAccessKeysCreated,
  ZManageEvent,
  ZManageEventPage,
  ZManageSeriesCreated,
  ZSeriesPreview,
} from '@afisha/contracts/manage/events';
import { ZManagePerformance, ZManagePerformancePage } from '@afisha/contracts/manage/performances';
import { ZPlanPage, ZPlanRead } from '@afisha/contracts/manage/plans';
import { ZManageHallPage } from '@afisha/contracts/manage/venues';
import { z } from 'zod';
import { manageRead, manageWrite } from './manage-api';

export type EventListFilters = {
  venue?: string;
  hall?: string;
  performance?: string;
  series?: string;
  status?: string;
  date_from?: string;
  date_to?: string;
  search?: string;
  ordering?: string;
  limit: number;
  offset: number;
};

const query = (values: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === '' || value === undefined ? undefined : String(value),
    ]),
  );

export const listEvents = (locale: string, filters: EventListFilters) =>
  manageRead('/events', ZManageEventPage, locale, query(filters));
export const getEvent = (locale: string, id: number) => manageRead(`/events/${id}`, ZManageEvent, locale);
export const createEvent = (locale: string, body: TManageEventCreate) =>
  manageWrite('POST', '/events', ZManageEvent, { locale, body });
export const patchEvent = (locale: string, id: number, body: TManageEventPatch) =>
  manageWrite('PATCH', `/events/${id}`, ZManageEvent, { locale, body, version: body.version });
export const copyEvent = (locale: string, id: number, body: TManageEventCopy) =>
  manageWrite('POST', `/events/${id}/copy`, ZManageEvent, { locale, body });
export const createSeries = (locale: string, body: TManageSeriesCreate) =>
  manageWrite('POST', '/events/series', z.union([ZSeriesPreview, ZManageSeriesCreated]), { locale, body });

/** What the price change of many sessions starts from, and the change itself (all or nothing). */
export const getEventsPricesForm = (locale: string, ids: number[]) =>
  manageRead('/events/prices', ZBulkPricesForm, locale, { events: ids.join(',') });
export const changeEventsPrices = (locale: string, body: TBulkPricesChange) =>
  manageWrite('POST', '/events/prices', ZBulkPricesChanged, { locale, body });

/** Chosen upcoming sessions of a performance copied to its duplicate (or, with `preview`, what would be). */
export const copyPerformanceSessions = (locale: string, performanceId: number, body: TCopySessions) =>
  manageWrite('POST', `/performances/${performanceId}/copy_sessions`, ZCopySessionsAnswer, { locale, body });

export const getEventSeats = (locale: string, id: number) =>
  manageRead(`/events/${id}/seats`, ZEventSeats, locale);
export const changeEventSeats = (locale: string, id: number, body: TEventSeatsChange) =>
  manageWrite('POST', `/events/${id}/seats`, ZEventSeats, { locale, body });
export const cancelEvent = (locale: string, id: number, body: TEventCancel) =>
  manageWrite('POST', `/events/${id}/cancel`, ZEventCancelled, { locale, body });

export const listAccessKeys = (locale: string, id: number) =>
  manageRead(`/events/${id}/access_keys`, ZAccessKeyList, locale);
export const createAccessKeys = (locale: string, id: number, body: TAccessKeysCreate) =>
  manageWrite('POST', `/events/${id}/access_keys`, ZAccessKeysCreated, { locale, body });

export const listHalls = (locale: string, venueId: number) =>
  manageRead(`/venues/${venueId}/halls`, ZManageHallPage, locale, { limit: '100', ordering: 'position' });
export const listPlans = (locale: string, hallId: number, status?: 'published' | 'draft') =>
  manageRead(`/halls/${hallId}/plans`, ZPlanPage, locale, { limit: '100', status });
export const getPlan = (locale: string, id: number) => manageRead(`/plans/${id}`, ZPlanRead, locale);
/** One performance: the form's preset one (?performance=) when it is not among the venue's first 100. */
export const getPerformance = (locale: string, id: number) =>
  manageRead(`/performances/${id}`, ZManagePerformance, locale);
export const listPerformances = (locale: string, venueId: number, search?: string) =>
  manageRead('/performances', ZManagePerformancePage, locale, {
    venue: String(venueId),
    limit: '100',
    ordering: 'title',
    search: search || undefined,
  });
