'use client';
// Hands the runtime analytics settings to lib/analytics and, on the production host only, loads the metrics counter
// and the tag manager, so goals fired later reach them.
import { useEffect } from 'react';
import { type AnalyticsConfig, configureAnalytics, isProductionHost } from '@/lib/analytics';
import { createPageScript } from '@/lib/page-nonce';

type CounterWindow = Window & {
  ym?: ((...args: unknown[]) => void) & { a?: unknown[][] };
  dataLayer?: unknown[];
};

function addScript(src: string) {
  document.head.append(createPageScript(src));
}

export function AnalyticsSetup({ config }: { config: AnalyticsConfig }) {
  useEffect(() => {
    configureAnalytics(config);
    if (!isProductionHost(config, window.location.host)) return;
    const win = window as CounterWindow;
    if (config.metricsId && !win.ym) {
      // The counter's documented queue: calls made before its script arrives are replayed by it.
      const queue: unknown[][] = [];
      win.ym = Object.assign((...args: unknown[]) => void queue.push(args), { a: queue });
      win.ym(config.metricsId, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
      addScript('https://mc.yandex.ru/metrika/tag.js');
    }
    if (config.tagManagerId && !win.dataLayer) {
      win.dataLayer = [{ 'gtm.start': Date.now(), event: 'gtm.js' }];
      addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`);
    }
  }, [config]);
  return null;
}
