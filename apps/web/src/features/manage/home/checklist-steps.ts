// The steps of a venue's way to a first sale (the home's checklist, components/venue-checklist.tsx): each ticked from
// GET /manage/checklist's counts and linked to the page where it is done.
import type { TVenueChecklist } from '@afisha/contracts/manage/venues';

export type ChecklistStep = {
  key: 'hall' | 'plan' | 'performance' | 'sessions' | 'prices' | 'onSale';
  done: boolean;
  href: string;
};

/** The steps of one venue, in the order a first sale needs them. */
export function checklistSteps(item: TVenueChecklist): ChecklistStep[] {
  const venue = item.venue.id;
  const sessions = `/manage/sessions?venue=${venue}`;
  return [
    { key: 'hall', done: item.halls > 0, href: `/manage/venues/${venue}/halls/new` },
    {
      key: 'plan',
      done: item.published_plans > 0,
      href: `/manage/plans?venue=${venue}${item.hall_without_plan ? `&hall=${item.hall_without_plan}` : ''}`,
    },
    { key: 'performance', done: item.performances > 0, href: `/manage/performances/new?venue=${venue}` },
    { key: 'sessions', done: item.upcoming_sessions > 0, href: `/manage/sessions/series?venue=${venue}` },
    {
      key: 'prices',
      done: item.upcoming_sessions > 0 && item.unpriced_sessions === 0,
      href: `${sessions}&view=list`,
    },
    { key: 'onSale', done: item.on_sale_sessions > 0, href: `${sessions}&view=list` },
  ];
}
