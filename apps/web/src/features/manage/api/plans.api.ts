// The back office's plan calls from the browser (contracts/manage/plans.ts): a hall's plans, one plan, import into a
// draft, publish, copy into a new draft, archive a draft, and the export addresses; plus the venues and halls the
// plans page picks from (contracts/manage/venues.ts). Through the back office's own client (features/manage/api/manage-api.ts).
import { ZPlanChanges, ZPlanSessionsMoved } from '@afisha/contracts/manage/plan-versions';
import { type TPlanDocument, ZPlanPage, ZPlanPublished, ZPlanRead } from '@afisha/contracts/manage/plans';
import { ZManageHallPage } from '@afisha/contracts/manage/venues';
import { manageRead, manageWrite } from './manage-api';

export const listHalls = (locale: string, venueId: number) =>
  manageRead(`/venues/${venueId}/halls`, ZManageHallPage, locale, { limit: '100', ordering: 'position' });
export const listPlans = (locale: string, hallId: number) =>
  manageRead(`/halls/${hallId}/plans`, ZPlanPage, locale, { limit: '100' });
export const getPlan = (locale: string, id: number) => manageRead(`/plans/${id}`, ZPlanRead, locale);

export type PlanImport = {
  hall: number;
  format?: 'document' | 'csv' | 'pretix';
  name?: string;
  /** The file: a CSV's text, or a JSON document. */
  content: string | Record<string, unknown>;
};
export const importPlan = (locale: string, body: PlanImport) =>
  manageWrite('POST', '/plans/import', ZPlanRead, { locale, body });
export const publishPlan = (locale: string, id: number, version: number) =>
  manageWrite('POST', `/plans/${id}/publish`, ZPlanPublished, { locale, body: {}, version });
export const copyPlan = (locale: string, hallId: number, planId: number) =>
  manageWrite('POST', `/halls/${hallId}/plans`, ZPlanRead, { locale, body: { copy_of: planId } });
export const archivePlan = (locale: string, id: number, version: number) =>
  manageWrite('DELETE', `/plans/${id}`, null, { locale, version });

export const exportPath = (id: number, format: 'json' | 'csv') =>
  `/api/v1/manage/plans/${id}/export${format === 'csv' ? '?format=csv' : ''}`;
export const renamePlan = (locale: string, id: number, name: string, version: number) =>
  manageWrite('PATCH', `/plans/${id}`, ZPlanRead, { locale, body: { name }, version });

/** The designer's calls (issue 31): save a draft whole, make the next version's draft, its changes, move sessions. */
type PlanDocumentBody = TPlanDocument;
export const replacePlan = (locale: string, id: number, document: PlanDocumentBody, version: number) =>
  manageWrite('PUT', `/plans/${id}`, ZPlanRead, { locale, body: { ...document, version }, version });
export const makeNextDraft = (locale: string, id: number) =>
  manageWrite('POST', `/plans/${id}/draft`, ZPlanRead, { locale, body: {} });
export const getPlanChanges = (locale: string, id: number) =>
  manageRead(`/plans/${id}/changes`, ZPlanChanges, locale);
export const moveSessionsToPlan = (locale: string, id: number, sessions?: number[]) =>
  manageWrite('POST', `/plans/${id}/move_sessions`, ZPlanSessionsMoved, {
    locale,
    body: sessions ? { sessions } : {},
  });
/** One session onto a newer published version of its hall's plan. */
export const moveSessionToPlan = (locale: string, sessionId: number, planId: number) =>
  manageWrite('POST', `/events/${sessionId}/plan`, ZPlanSessionsMoved, { locale, body: { plan: planId } });
export const createPlan = (locale: string, hallId: number, document: PlanDocumentBody) =>
  manageWrite('POST', `/halls/${hallId}/plans`, ZPlanRead, { locale, body: document });
