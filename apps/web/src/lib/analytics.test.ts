import { describe, expect, it } from 'vitest';
import { ANALYTICS_GOALS, type AnalyticsWindow, createAnalytics } from './analytics';

type Sent = [number | string, string, string];

function fakeWindow(host: string, ym?: AnalyticsWindow['ym']): AnalyticsWindow & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    location: { host },
    ym: ym ?? ((id, action, goal) => sent.push([id, action, goal])),
    sent,
  };
}

const config = { productionHost: 'afisha.example', metricsId: '12345', tagManagerId: 'GTM-X' };

describe('createAnalytics', () => {
  it('names all eight goals of the specification', () => {
    expect(ANALYTICS_GOALS).toHaveLength(8);
    expect(ANALYTICS_GOALS).toContain('podpiska_na_anonsi');
    expect(ANALYTICS_GOALS).toContain('oder_start');
  });

  it('sends a goal to the metrics counter and the tag manager on the production host', () => {
    const win = fakeWindow('afisha.example');
    createAnalytics(config, win).reachGoal('obratnaya_svyaz');
    expect(win.sent).toEqual([['12345', 'reachGoal', 'obratnaya_svyaz']]);
    expect(win.dataLayer).toEqual([{ event: 'obratnaya_svyaz' }]);
  });

  it('sends nothing on any other host, or when no production host is configured', () => {
    const staging = fakeWindow('staging.afisha.example');
    createAnalytics(config, staging).reachGoal('order_complete');
    const unconfigured = fakeWindow('afisha.example');
    createAnalytics({ metricsId: '1', tagManagerId: 'G' }, unconfigured).reachGoal('order_complete');
    expect(staging.sent).toEqual([]);
    expect(staging.dataLayer).toBeUndefined();
    expect(unconfigured.sent).toEqual([]);
    expect(unconfigured.dataLayer).toBeUndefined();
  });

  it('catches and logs a failing metrics call, and still tells the tag manager', () => {
    const logged: unknown[][] = [];
    const win = fakeWindow('afisha.example', () => {
      throw new Error('counter crashed');
    });
    const analytics = createAnalytics(config, win, { error: (...args) => logged.push(args) });

    expect(() => analytics.reachGoal('payment_error')).not.toThrow();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toContain('payment_error');
    expect(win.dataLayer).toEqual([{ event: 'payment_error' }]);
  });

  it('logs instead of throwing when the counter script never loaded', () => {
    const logged: unknown[][] = [];
    const win: AnalyticsWindow = { location: { host: 'afisha.example' } };
    createAnalytics(config, win, { error: (...args) => logged.push(args) }).reachGoal('ticket_selected');
    expect(logged).toHaveLength(1);
  });
});
