// Owns the analytics goals of SPEC.md section 1: one reachGoal() that tells the web-metrics counter (Yandex Metrica
// style `ym(id, 'reachGoal', goal)`) and the tag manager (a dataLayer push), and only on the production host, so
// development, staging and tests never pollute the figures. A broken counter never breaks the page.

export const ANALYTICS_GOALS = [
  'payment_error',
  'order_complete',
  'podpiska_na_anonsi',
  'obratnaya_svyaz',
  'expired_pre_reservation',
  'oder_start',
  'ticket_selected',
  'profile_login',
] as const;
export type AnalyticsGoal = (typeof ANALYTICS_GOALS)[number];

export type AnalyticsConfig = {
  /** The host (name and port, as window.location.host) where goals are sent; unset sends nothing. */
  productionHost?: string;
  /** Web-metrics counter id. */
  metricsId?: string;
  /** Tag-manager container id. */
  tagManagerId?: string;
};

export type AnalyticsWindow = {
  location: { host: string };
  ym?: (id: number | string, action: 'reachGoal', goal: string) => void;
  dataLayer?: unknown[];
};

type Logger = { error: (...args: unknown[]) => void };

export function isProductionHost(config: AnalyticsConfig, host: string): boolean {
  return Boolean(config.productionHost) && config.productionHost?.toLowerCase() === host.toLowerCase();
}

export function createAnalytics(config: AnalyticsConfig, win: AnalyticsWindow, log: Logger = console) {
  return {
    reachGoal(goal: AnalyticsGoal): void {
      if (!isProductionHost(config, win.location.host)) return;
      if (config.metricsId) {
        try {
          if (typeof win.ym !== 'function') throw new Error('the metrics counter is not loaded');
          win.ym(config.metricsId, 'reachGoal', goal);
        } catch (error) {
          log.error(`analytics: goal ${goal} not sent to the metrics counter`, error);
        }
      }
      if (config.tagManagerId) {
        win.dataLayer ??= [];
        win.dataLayer.push({ event: goal });
      }
    },
  };
}

let configured: AnalyticsConfig = {};

/** Called once by the shell with the server's settings (they are runtime env, not build-time constants). */
export function configureAnalytics(config: AnalyticsConfig): void {
  configured = config;
}

/** What features call when a visitor reaches a goal. */
export function reachGoal(goal: AnalyticsGoal): void {
  if (typeof window === 'undefined') return;
  createAnalytics(configured, window as unknown as AnalyticsWindow).reachGoal(goal);
}
