// Content-Security-Policy violations on a page, as the browser reports them: each `securitypolicyviolation` event
// (recorded from the first script of every document) and each console message about a refused resource.
import type { Page } from '@playwright/test';

type Recorded = { violations: string[] };

export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame|apply)/i.test(message.text())) {
      consoleReports.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const recorded = window as unknown as Recorded;
    recorded.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      recorded.violations.push(
        `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile})`,
      );
    });
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => (window as unknown as Recorded).violations ?? [])),
  ];
}
