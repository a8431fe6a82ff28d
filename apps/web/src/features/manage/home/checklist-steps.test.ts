import type { TVenueChecklist } from '@afisha/contracts/manage/venues';
import { describe, expect, it } from 'vitest';
import { checklistSteps } from './checklist-steps';

const nothing: TVenueChecklist = {
  venue: { id: 7, name: 'Новая сцена' },
  halls: 0,
  published_plans: 0,
  hall_without_plan: null,
  performances: 0,
  upcoming_sessions: 0,
  unpriced_sessions: 0,
  on_sale_sessions: 0,
};
const done = (item: TVenueChecklist) =>
  checklistSteps(item)
    .filter((step) => step.done)
    .map((step) => step.key);

describe('checklistSteps', () => {
  it('orders the steps of a first sale and links each to where it is done, for that venue', () => {
    expect(checklistSteps(nothing).map((step) => [step.key, step.done, step.href])).toEqual([
      ['hall', false, '/manage/venues/7/halls/new'],
      ['plan', false, '/manage/plans?venue=7'],
      ['performance', false, '/manage/performances/new?venue=7'],
      ['sessions', false, '/manage/sessions/series?venue=7'],
      ['prices', false, '/manage/sessions?venue=7&view=list'],
      ['onSale', false, '/manage/sessions?venue=7&view=list'],
    ]);
  });

  it('sends the plan step to the first hall without a published plan', () => {
    const plan = checklistSteps({ ...nothing, halls: 2, hall_without_plan: 12 })[1];
    expect(plan).toMatchObject({ key: 'plan', done: false, href: '/manage/plans?venue=7&hall=12' });
  });

  it('ticks each step from the counts; prices only once there are sessions and none lacks a price', () => {
    expect(done({ ...nothing, halls: 1, hall_without_plan: 3 })).toEqual(['hall']);
    expect(done({ ...nothing, halls: 1, published_plans: 1, performances: 2 })).toEqual([
      'hall',
      'plan',
      'performance',
    ]);
    const scheduled = { ...nothing, halls: 1, published_plans: 1, performances: 1, upcoming_sessions: 4 };
    expect(done({ ...scheduled, unpriced_sessions: 1 })).not.toContain('prices');
    expect(done({ ...scheduled, unpriced_sessions: 0 })).toContain('prices');
    expect(done({ ...scheduled, on_sale_sessions: 1 })).toContain('onSale');
  });
});
